import { join } from 'node:path';
import { billingType } from '@portico/contracts';
import type { DomainServiceOptions } from '@portico/platform';
import { billingTypes } from './schema';
import { seedBilling } from './seed';
import { invoiceResources } from './invoices/invoices.resources';

export const billingService: DomainServiceOptions = {
  domain: 'billing',
  migrationsFolder: join(__dirname, '..', 'migrations'),
  resources: [{ def: billingType, table: billingTypes }, ...invoiceResources],
  seed: seedBilling,
};
