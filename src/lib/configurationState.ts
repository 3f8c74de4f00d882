/**
 * What a reader has set in a service's configuration builder: the state kept in browser storage and
 * carried by a shared link. Apart from the builder's model (serviceConfiguration.ts) so that the
 * small store every service page loads does not bring the model with it.
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
  /** Field values by input name; a field not here is at its starting value. */
  values: Record<string, FieldValue>;
  /** Wired inputs the reader turned off (Terragrunt takes the field's value instead). */
  unwired: string[];
}

export const emptyState = (): ConfigurationState => ({added: [], values: {}, unwired: []});

/** The query parameter of a link that restores a configuration. */
export const CONFIGURATION_PARAM = 'configuration';
