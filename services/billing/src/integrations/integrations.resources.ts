import { accountingSync, integrationSettings } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { accountingSyncs, integrationSettingsTable } from './integrations.schema';

export const integrationResources: ResourceRegistration[] = [
  { def: integrationSettings, table: integrationSettingsTable },
  { def: accountingSync, table: accountingSyncs },
];
