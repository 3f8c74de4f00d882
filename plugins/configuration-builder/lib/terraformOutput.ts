/**
 * The Terraform output: a `module` block that sets the configured inputs, required then optional,
 * with a comment for each input it leaves out. Its pieces (the module's source, the input lines)
 * make the Terragrunt file too.
 */
import type {Expression} from './hcl/expression';
import {describeType, parseType, type HclType} from './hcl/types';
import {quoteString, writeBlock, type BlockLine, type HclBlock} from './hcl/write';
import type {ConfigurationState} from './configurationState';
import {configuredInputs, type ConfigurableInput, type ConfigurableService} from './service';
import type {InputValues} from './fieldEditing';

/** `git::git@github.com:gruntwork-io/<repo>.git//<module>?ref=<version>`. */
export const moduleSource = (service: Pick<ConfigurableService, 'repository' | 'version' | 'module'>): string =>
  `git::git@github.com:gruntwork-io/${service.repository}.git//${service.module}?ref=${service.version}`;

/** The module block's name: the module folder's name, as an identifier. */
export const moduleName = (module: string): string => module.split('/').at(-1)!.replace(/-/g, '_');

/** Longest default a comment quotes; a longer (or multi-line) one is named, not quoted. */
const MAX_QUOTED_DEFAULT = 60;

/**
 * The comment that stands for an input the code leaves out: a required one not set yet (Terraform
 * will say it is missing), or an optional one whose default applies.
 */
export function unsetComment(input: ConfigurableInput, type: HclType = parseType(input.type)): string {
  if (input.required) return `${input.name} = <${describeType(type)}, required>`;
  const fallback = input.default ?? 'null';
  return fallback.includes('\n') || fallback.length > MAX_QUOTED_DEFAULT
    ? `${input.name}: not set, so the module's default applies`
    : `${input.name} = ${fallback} (default)`;
}

/** The configured inputs as two groups of lines, required then optional: attributes, and comments for those not set. */
export function inputGroups(
  service: ConfigurableService,
  state: ConfigurationState,
  valueOf: (input: ConfigurableInput) => Expression | null,
) {
  const line = (input: ConfigurableInput): BlockLine => {
    const value = valueOf(input);
    return value === null ? {comment: unsetComment(input)} : {key: input.name, value};
  };
  const configured = configuredInputs(service, state);
  return [configured.filter((input) => input.required).map(line), configured.filter((input) => !input.required).map(line)];
}

/**
 * The `module` block of the Terraform tab; with `requiredVersion` (`>= 0.12`: the minimum of what the file uses), a
 * `terraform` block asking for it first.
 */
export function terraformOutput(
  service: ConfigurableService,
  state: ConfigurationState,
  values: InputValues,
  requiredVersion?: string,
): string {
  const [required, optional] = inputGroups(service, state, (input) => values[input.name] ?? null);
  const block: HclBlock = {
    header: `module "${moduleName(service.module)}"`,
    groups: [[{key: 'source', value: quoteString(moduleSource(service))}], required, optional],
  };
  const settings = requiredVersion
    ? [writeBlock({header: 'terraform', groups: [[{key: 'required_version', value: quoteString(requiredVersion)}]]})]
    : [];
  return [...settings, writeBlock(block)].join('\n');
}
