import { join } from 'node:path';
import { billingType } from '@portico/contracts';
import type { DomainServiceOptions } from '@portico/platform';
import { billingTypes } from './schema';
import { seedBilling } from './seed';

export const billingService: DomainServiceOptions = {
  domain: 'billing',
  migrationsFolder: join(__dirname, '..', 'migrations'),
  resources: [{ def: billingType, table: billingTypes }],
  seed: seedBilling,
};
