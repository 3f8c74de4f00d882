/**
 * The configuration builder: on a service page, a reader's values for the service's inputs, as a
 * Terraform module block and a Terragrunt file. The plugin owns the builder's component
 * (theme/ServiceConfigurator, imported as @theme/ServiceConfigurator by the pages the service
 * catalog generates); the builder's model (lib/) and the HCL reading and writing it uses (lib/hcl/)
 * are its own. Everything another feature's build code uses is exported here; browser code uses api.ts.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {noOptions} from '../../shared/pluginOptions';

export {staticExample} from './lib/staticExample';
export type {ConfigurableInput, ConfigurableService, Wire} from './lib/service';

/** The builder's component, as the generated MDX names it (`@theme/ServiceConfigurator`). */
export const CONFIGURATOR_COMPONENT = 'ServiceConfigurator';

export default function configurationBuilderPlugin(): Plugin {
  return {
    name: 'configuration-builder',
    getThemePath: () => path.join(__dirname, 'theme'),
  };
}

configurationBuilderPlugin.validateOptions = noOptions;
