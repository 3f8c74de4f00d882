/**
 * The configuration builder's browser-safe public API: the store of each service's configuration,
 * which the reference's "Add to configuration" buttons share with the builder (adding an input
 * opens the builder), and the types of what the builder takes. Small: importing it brings neither
 * the builder nor its model.
 */
export {toggleInput, useConfiguration} from './theme/ServiceConfigurator/configurationStore';
export type {ConfigurableInput, ConfigurableService, Wire} from './lib/service';
