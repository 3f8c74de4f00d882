/**
 * The configuration a service page shows before the builder opens, and to readers without
 * JavaScript: the required inputs, none set, in both files. `ownValues` stands in for the reader's
 * own values (the reference passes their markers, which the code block fills).
 */
import {emptyState} from './configurationState';
import type {ConfigurableService, Wire} from './service';
import {inputValues} from './fieldEditing';
import {terraformOutput} from './terraformOutput';
import {terragruntOutput} from './terragruntOutput';

export function staticExample(
  service: ConfigurableService,
  wires: Wire[],
  ownValues?: Readonly<Record<string, string>>,
): {terraform: string; terragrunt: string} {
  const state = emptyState();
  const values = inputValues(service, state, ownValues);
  return {terraform: terraformOutput(service, state, values), terragrunt: terragruntOutput(service, state, values, wires)};
}
