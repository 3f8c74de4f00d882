/**
 * What the builder knows of a service: its inputs (the interface data, without descriptions), the
 * inputs other services' outputs can give, the editor each input's type gets, and which inputs a
 * configuration sets.
 */
import type {HclType} from './hcl/types';
import type {ConfigurationState} from './configurationState';

/** An input as the builder knows it (the interface data, without descriptions). */
export interface ConfigurableInput {
  name: string;
  required: boolean;
  /** HCL type constraint; null where the module declares none. */
  type: string | null;
  /** The default as HCL (`null` included); null for required inputs. */
  default: string | null;
}

/** A service as the builder knows it. */
export interface ConfigurableService {
  /** `data-storage/amazon-rds`. */
  key: string;
  repository: string;
  version: string;
  /** `modules/data-stores/rds`. */
  module: string;
  inputs: ConfigurableInput[];
}

/** An input another service's output can give, through a Terragrunt `dependency` block. */
export interface Wire {
  input: string;
  /** The dependency block's name (`vpc`). */
  dependency: string;
  /** The producing service's module path, for `config_path`. */
  module: string;
  output: string;
}

export type FieldKind = 'string' | 'number' | 'bool' | 'list' | 'map' | 'expression';

/** The field that edits a value of `type`: text, number, true/false, list, key-value rows, or an HCL expression. */
export function fieldKindOf(type: HclType): FieldKind {
  if (type.kind === 'string' || type.kind === 'number' || type.kind === 'bool') return type.kind;
  if ((type.kind === 'list' || type.kind === 'set') && type.element.kind === 'string') return 'list';
  if (type.kind === 'map' && type.element.kind === 'string') return 'map';
  return 'expression';
}

/** The inputs the configuration sets, in the interface's order: every required one, and those added. */
export function configuredInputs(service: ConfigurableService, state: ConfigurationState): ConfigurableInput[] {
  const added = new Set(state.added);
  return service.inputs.filter((input) => input.required || added.has(input.name));
}
