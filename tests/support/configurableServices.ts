/**
 * The services of the site's data as the configuration builder knows them, for the builder's tests.
 */
import {readSiteData} from '../../plugins/site-data/readSiteData';
import {builderWires} from '../../plugins/service-catalog/wiringData';
import type {ConfigurableService, Wire} from '../../plugins/configuration-builder';
import {PROJECT_ROOT} from './builtSite';

export const {serviceCatalog, serviceWiring} = readSiteData(PROJECT_ROOT).data;

/** A service of the catalog and its wires, by key (`data-storage/amazon-rds`). */
export function configurable(key: string): {service: ConfigurableService; wires: Wire[]} {
  const entry = serviceCatalog.services.get(key);
  if (!entry) throw new Error(`no service ${key} in the interface data`);
  const service = {key, repository: serviceCatalog.repository, version: serviceCatalog.version, module: entry.module, inputs: entry.inputs};
  return {service, wires: builderWires(key, serviceWiring, serviceCatalog)};
}

/** The keys of the services that have inputs: those with a builder. */
export const configurableKeys = [...serviceCatalog.services.keys()].filter((key) => serviceCatalog.services.get(key)!.inputs.length > 0);
