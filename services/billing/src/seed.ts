import { SEED_ORGS, billingType } from '@portico/contracts';
import { seedRecords, type Db } from '@portico/platform';
import { billingTypes } from './schema';
import { seedInvoices } from './invoices/invoices.seed';
import { seedClients } from './clients/clients.seed';
import { seedIntegrations } from './integrations/integrations.seed';
import { seedRecurringCharges } from './charges/charges.seed';

export async function seedBilling(db: Db): Promise<void> {
  await seedRecords(db, billingType, billingTypes, [
    {
      id: '6bef1274-0000-4000-8000-000000000001',
      parentOrgId: SEED_ORGS.harbor,
      name: 'Monthly Rent',
      glCode: '4000',
      ledger: 'receivable',
      description: 'Recurring rent charged to residents.',
    },
    {
      id: '6bef1274-0000-4000-8000-000000000002',
      parentOrgId: SEED_ORGS.harbor,
      name: 'Amenity Deposit',
      glCode: '2300',
      ledger: 'receivable',
      description: 'Refundable deposits for amenity reservations.',
    },
    {
      id: '6bef1274-0000-4000-8000-000000000003',
      parentOrgId: SEED_ORGS.harbor,
      name: 'Vendor Invoice',
      glCode: '5100',
      ledger: 'payable',
      description: 'Maintenance work billed by service providers.',
    },
    {
      id: '6bef1274-0000-4000-8000-000000000004',
      parentOrgId: SEED_ORGS.summit,
      name: 'HOA Dues',
      glCode: '4100',
      ledger: 'receivable',
      description: 'Monthly homeowner association dues.',
    },
  ]);
  await seedInvoices(db);
  await seedClients(db);
  await seedIntegrations(db);
  await seedRecurringCharges(db);
}
