/** The browser-storage key of one service's configuration (../theme/ServiceConfigurator/configurationStore.ts). */
export const serviceConfigurationStorageKey = (service: string): string => `service-configuration:${service}`;
