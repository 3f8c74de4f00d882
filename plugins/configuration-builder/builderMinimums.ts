/**
 * The minimum tool versions of the files the builder writes, from the feature data, with library-versions' own
 * reading of HCL: each tab's file is written by the builder's own writers (terraformOutput.ts, terragruntOutput.ts)
 * for a service with a required input that another service's output can give, with its version constraints in place
 * (the constraint attributes are constructs too), then read as any code block of the site is. Build code: the result
 * reaches the browser as a compile-time constant (index.ts).
 */
import {parse as parseHcl} from '@cdktf/hcl2json';
import {blockMinimums, loadFeatureVersions, type Minimum} from '../library-versions';
import {emptyState, type ConfigurationState} from './lib/configurationState';
import {inputValues} from './lib/fieldEditing';
import type {ConfigurableService, Wire} from './lib/service';
import {terraformOutput} from './lib/terraformOutput';
import {terragruntOutput} from './lib/terragruntOutput';
import type {BuilderMinimums} from './lib/versionConstraints';

const SAMPLE: ConfigurableService = {
  key: 'sample/service',
  repository: 'terraform-aws-service-catalog',
  version: 'v0.100.0',
  module: 'modules/services/sample',
  inputs: [{name: 'vpc_id', required: true, type: 'string', default: null}],
};
const WIRE: Wire = {input: 'vpc_id', dependency: 'vpc', module: 'modules/networking/vpc', output: 'vpc_id'};

/** The files of the builder's two tabs, with and without a dependency, as it writes them. */
export function builderFiles(constraint: string): {terraform: string; terragrunt: string; terragruntWithDependencies: string} {
  const constraints = {terraform: constraint, terragrunt: constraint};
  const unwired: ConfigurationState = {...emptyState(), values: {vpc_id: {kind: 'string', text: 'vpc-0abc'}}, wiring: {vpc_id: false}};
  const wired: ConfigurationState = {...emptyState(), wiring: {vpc_id: true}};
  return {
    terraform: terraformOutput(SAMPLE, unwired, inputValues(SAMPLE, unwired), constraint),
    terragrunt: terragruntOutput(SAMPLE, unwired, inputValues(SAMPLE, unwired), [WIRE], constraints),
    terragruntWithDependencies: terragruntOutput(SAMPLE, wired, inputValues(SAMPLE, wired), [WIRE], constraints),
  };
}

export async function builderMinimums(siteDir: string): Promise<BuilderMinimums> {
  const {facts} = loadFeatureVersions(siteDir);
  const files = builderFiles('>= 0.12');
  const minimumsOf = async (name: string, code: string): Promise<Minimum[]> => {
    const json = await parseHcl(`configuration-builder-${name}.hcl`, code);
    const {minimums, unknown} = blockMinimums({language: 'hcl', code, json}, facts.data, facts.flags);
    if (unknown.length > 0)
      throw new Error(
        `plugins/configuration-builder: the ${name} file the builder writes uses ${unknown.map((use) => `${use.kind} ${use.name}`).join(', ')}, which ${'data/feature-versions.json'} does not know. Regenerate it with npm run generate:feature-versions.`,
      );
    return minimums;
  };
  return {
    terraform: await minimumsOf('terraform', files.terraform),
    terragrunt: await minimumsOf('terragrunt', files.terragrunt),
    terragruntWithDependencies: await minimumsOf('terragrunt-with-dependencies', files.terragruntWithDependencies),
    baselines: {terraform: facts.data.baselines.terraform, terragrunt: facts.data.baselines.terragrunt},
  };
}
