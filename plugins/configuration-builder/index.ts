/**
 * The configuration builder: on a service page, a reader's values for the service's inputs, as a
 * Terraform module block and a Terragrunt file. The plugin owns the builder's component
 * (theme/ServiceConfigurator, imported as @theme/ServiceConfigurator by the pages the service
 * catalog generates); the builder's model (lib/) and the HCL reading and writing it uses (lib/hcl/)
 * are its own. Everything another feature's build code uses is exported here; browser code uses api.ts.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {noOptions} from '../../shared/pluginOptions';
import {builderMinimums} from './builderMinimums';
import {BUILDER_MINIMUMS_FLAG} from './lib/constants';
import type {BuilderMinimums} from './lib/versionConstraints';

export {staticExample} from './lib/staticExample';
export type {ConfigurableInput, ConfigurableService, Wire} from './lib/service';

/** The builder's component, as the generated MDX names it (`@theme/ServiceConfigurator`). */
export const CONFIGURATOR_COMPONENT = 'ServiceConfigurator';

/**
 * The plugin: the builder's component, and the minimum versions of the files it writes (builderMinimums.ts), computed
 * from the feature data at each build and given to the builder as a compile-time constant (lib/versionConstraints.ts).
 */
export default function configurationBuilderPlugin(context: LoadContext): Plugin<BuilderMinimums> {
  return {
    name: 'configuration-builder',
    getThemePath: () => path.join(__dirname, 'theme'),
    loadContent: () => builderMinimums(context.siteDir),
    configureWebpack(_config, _isServer, {currentBundler}, content) {
      return {plugins: [new currentBundler.instance.DefinePlugin({[BUILDER_MINIMUMS_FLAG]: JSON.stringify(JSON.stringify(content))})]};
    },
  };
}

configurationBuilderPlugin.validateOptions = noOptions;
