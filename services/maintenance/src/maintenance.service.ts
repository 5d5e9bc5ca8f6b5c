import { join } from 'node:path';
import { maintenanceCategory } from '@portico/contracts';
import type { DomainServiceOptions } from '@portico/platform';
import { maintenanceCategories } from './schema';
import { seedMaintenance } from './seed';

export const maintenanceService: DomainServiceOptions = {
  domain: 'maintenance',
  migrationsFolder: join(__dirname, '..', 'migrations'),
  resources: [{ def: maintenanceCategory, table: maintenanceCategories }],
  seed: seedMaintenance,
};
