import { SEED_ORGS, SEED_PROPERTIES, SEED_UNITS, recurringCharge } from '@portico/contracts';
import { seedRecords, type Db } from '@portico/platform';
import { recurringCharges } from './recurring-charges';

/** Unit 101's rent: the scheduler bills it on the 1st of each month since September. */
export async function seedRecurringCharges(db: Db): Promise<void> {
  await seedRecords(db, recurringCharge, recurringCharges, [
    {
      id: '7ec0c4a5-0000-4000-8000-000000000001',
      parentOrgId: SEED_ORGS.harbor,
      propertyId: SEED_PROPERTIES.harborView,
      unitId: SEED_UNITS.harborView101,
      billingTypeId: '6bef1274-0000-4000-8000-000000000001',
      description: 'Monthly Rent',
      amount: 185000,
      dayOfMonth: 1,
      startDate: '2026-09-01',
    },
  ]);
}
