/** The browser-storage key of one service's configuration (../theme/ServiceConfigurator/configurationStore.ts). */
export const serviceConfigurationStorageKey = (service: string): string => `service-configuration:${service}`;
/** The compile-time constant of the minimum versions of the builder's files (index.ts defines it; versionConstraints.ts reads it). */
export const BUILDER_MINIMUMS_FLAG = 'process.env.CONFIGURATION_BUILDER_MINIMUMS';
