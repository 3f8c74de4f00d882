/**
 * What a reader has set in a service's configuration builder: the state kept in browser storage and
 * carried by a shared link. Apart from the builder's model (serviceConfiguration.ts) so that the
 * small store every service page loads does not bring the model with it.
 */

/**
 * A field's value as the reader left it. `expression` holds HCL text: the field of an input of a
 * complex type, or any field the reader switched to "HCL expression". Every other kind is a plain
 * value, written as a literal (a string field's text is always a string).
 */
export type FieldValue =
  | {kind: 'string' | 'number' | 'expression'; text: string}
  | {kind: 'bool'; value: boolean}
  | {kind: 'list'; items: string[]}
  | {kind: 'map'; entries: [string, string][]};

export type Tool = 'terraform' | 'terragrunt';

export interface ConfigurationState {
  /** Optional inputs added to the configuration (written in the interface's order). */
  added: string[];
  /** Field values by input name. A field not here is not set: a required input is missing, an optional one keeps its default. */
  values: Record<string, FieldValue>;
  /** For a field whose value does not fit its type: the last value that did, which the code keeps meanwhile. */
  kept: Record<string, FieldValue>;
  /** The reader's choice for an input another service's output can give: true takes the output in Terragrunt. Unset: taken while the field is not set. */
  wiring: Record<string, boolean>;
}

export const emptyState = (): ConfigurationState => ({added: [], values: {}, kept: {}, wiring: {}});

/** Whether a state sets nothing at all. */
export const isEmptyState = (state: ConfigurationState): boolean =>
  state.added.length === 0 &&
  Object.keys(state.values).length === 0 &&
  Object.keys(state.kept).length === 0 &&
  Object.keys(state.wiring).length === 0;

/** The query parameter of the first links that restored a configuration (read, no longer written). */
export const LEGACY_CONFIGURATION_PARAM = 'configuration';

/**
 * A link that restores a configuration: `#configure=<state>`. In the fragment, so the state never
 * reaches a server (no request-line limit, no logs, one cache entry per page), and the page's
 * `#configure` section is where it opens.
 */
export const CONFIGURATION_FRAGMENT = 'configure=';

/** Whether the page was opened from a link that carries a configuration. */
export function carriesConfiguration(location: Pick<Location, 'hash' | 'search'>): boolean {
  return location.hash.startsWith(`#${CONFIGURATION_FRAGMENT}`) || new URLSearchParams(location.search).has(LEGACY_CONFIGURATION_PARAM);
}
