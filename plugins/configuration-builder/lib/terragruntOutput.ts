/**
 * The Terragrunt output: a `terragrunt.hcl` laid out as the Reference Architecture does, whose
 * inputs take other services' outputs through `dependency` blocks (with mock outputs, so that plan
 * runs before those services are applied) where the reader lets them.
 */
import {stringExpression as text, type Expression} from './hcl/expression';
import {parseType, type HclType} from './hcl/types';
import {alignAttributes, quoteString, writeAttribute, writeBlock} from './hcl/write';
import type {ConfigurationState} from './configurationState';
import {configuredInputs, type ConfigurableInput, type ConfigurableService, type Wire} from './service';
import type {InputValues} from './fieldEditing';
import {inputGroups, moduleSource} from './terraformOutput';

/** The folder of a module's `terragrunt.hcl` in an infrastructure-live repository: its path under modules/. */
const liveFolder = (module: string): string => module.replace(/^modules\//, '');

/** `config_path` from one live folder to another: `../vpc`, `../../networking/vpc`. */
export function configPath(fromModule: string, toModule: string): string {
  const from = liveFolder(fromModule).split('/');
  const to = liveFolder(toModule).split('/');
  let common = 0;
  while (common < from.length - 1 && common < to.length - 1 && from[common] === to[common]) common += 1;
  return [...Array(from.length - common).fill('..'), ...to.slice(common)].join('/');
}

/** Whether Terragrunt takes an input from its dependency: the reader's choice, else while the field is not set. */
export const takesFromDependency = (state: ConfigurationState, values: InputValues, input: string): boolean =>
  state.wiring[input] ?? (values[input] === null || values[input] === undefined);

/** The wires that apply: those of configured inputs that take their dependency's output. */
export function activeWires(service: ConfigurableService, state: ConfigurationState, values: InputValues, wires: Wire[]): Wire[] {
  const configured = new Set(configuredInputs(service, state).map((input) => input.name));
  return wires.filter((wire) => configured.has(wire.input) && takesFromDependency(state, values, wire.input));
}

/** A stand-in value of `type` for `mock_outputs`, so that `plan` runs before the dependency is applied. */
export function mockValue(type: HclType, output: string): Expression {
  switch (type.kind) {
    case 'number':
      return {kind: 'number', value: 1, source: '1'};
    case 'bool':
      return {kind: 'bool', value: false};
    case 'list':
    case 'set':
      return {kind: 'tuple', elements: [mockValue(type.element, output)]};
    case 'tuple':
      return {kind: 'tuple', elements: type.elements.map((element) => mockValue(element, output))};
    case 'map':
      return {kind: 'object', items: []};
    case 'object':
      return {
        kind: 'object',
        items: type.attributes
          .filter((attribute) => !attribute.optional)
          .map((attribute) => ({key: {kind: 'identifier', name: attribute.name}, value: mockValue(attribute.type, attribute.name)})),
      };
    default:
      return text(`mock-${output.replace(/_/g, '-')}`);
  }
}

/** Terragrunt's commands that may run on mock outputs: those that change nothing. */
export const MOCK_OUTPUT_COMMANDS = ['validate', 'plan'];

/** The tools' version constraints a `terragrunt.hcl` starts with (`>= 0.12`, `>= 0.32`). */
export interface TerragruntConstraints {
  terraform: string;
  terragrunt: string;
}

/**
 * The `terragrunt.hcl` of the Terragrunt tab, laid out as the Reference Architecture does; with `constraints`, it
 * starts with `terraform_version_constraint` and `terragrunt_version_constraint`.
 */
export function terragruntOutput(
  service: ConfigurableService,
  state: ConfigurationState,
  values: InputValues,
  wires: Wire[],
  constraints?: TerragruntConstraints,
): string {
  const active = activeWires(service, state, values, wires);
  const dependencies = [...new Set(active.map((wire) => wire.dependency))];
  const reference = (wire: Wire): Expression => ({
    kind: 'reference',
    name: 'dependency',
    steps: [
      {kind: 'attribute', name: wire.dependency},
      {kind: 'attribute', name: 'outputs'},
      {kind: 'attribute', name: wire.output},
    ],
  });
  const typeOf = (name: string) => parseType(service.inputs.find((input) => input.name === name)?.type ?? null);
  const dependencyBlock = (dependency: string): string => {
    const taken = active.filter((wire) => wire.dependency === dependency);
    const outputs = [...new Map(taken.map((wire) => [wire.output, wire])).values()];
    const mocks: Expression = {
      kind: 'object',
      items: outputs.map((wire) => ({key: {kind: 'identifier', name: wire.output}, value: mockValue(typeOf(wire.input), wire.output)})),
    };
    return writeBlock({
      header: `dependency "${dependency}"`,
      groups: [
        [{key: 'config_path', value: quoteString(configPath(service.module, taken[0].module))}],
        [
          {key: 'mock_outputs', value: mocks},
          {key: 'mock_outputs_allowed_terraform_commands', value: {kind: 'tuple', elements: MOCK_OUTPUT_COMMANDS.map(text)}},
        ],
      ],
    });
  };
  const valueOf = (input: ConfigurableInput): Expression | null => {
    const wire = active.find((candidate) => candidate.input === input.name);
    return wire ? reference(wire) : (values[input.name] ?? null);
  };
  const configured = configuredInputs(service, state);
  const parts = [
    ...(constraints
      ? [
          `${alignAttributes(
            [
              {key: 'terraform_version_constraint', value: quoteString(constraints.terraform)},
              {key: 'terragrunt_version_constraint', value: quoteString(constraints.terragrunt)},
            ],
            '',
          )}\n`,
        ]
      : []),
    writeBlock({header: 'terraform', groups: [[{key: 'source', value: quoteString(moduleSource(service))}]]}),
    writeBlock({header: 'include "root"', groups: [[{key: 'path', value: 'find_in_parent_folders()'}]]}),
    ...dependencies.map(dependencyBlock),
    configured.length > 0
      ? writeBlock({header: 'inputs =', groups: inputGroups(service, state, valueOf)})
      : writeAttribute('inputs', {kind: 'object', items: []}),
  ];
  return parts.join('\n');
}
