import { accountingSync, integrationSettings } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { accountingSyncs, integrationSettingsTable } from './integrations.schema';
import { integrationSettingsHooks } from './integrations.hooks';

export const integrationResources: ResourceRegistration[] = [
  { def: integrationSettings, table: integrationSettingsTable, hooks: integrationSettingsHooks },
  { def: accountingSync, table: accountingSyncs },
];
