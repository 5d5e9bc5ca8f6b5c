import { SEED_ORGS, maintenanceCategory } from '@portico/contracts';
import { seedRecords, type Db } from '@portico/platform';
import { maintenanceCategories } from './schema';

export async function seedMaintenance(db: Db): Promise<void> {
  const harbor = (n: number, name: string, color: string) => ({
    id: `5ade0163-0000-4000-8000-00000000000${n}`,
    parentOrgId: SEED_ORGS.harbor,
    name,
    color,
  });
  await seedRecords(db, maintenanceCategory, maintenanceCategories, [
    harbor(1, 'Plumbing', '#1E88E5'),
    harbor(2, 'Electrical', '#FF9F43'),
    harbor(3, 'HVAC', '#28C76F'),
    harbor(4, 'Appliances', '#7367F0'),
    harbor(5, 'Pest Control', '#EA5455'),
    { id: '5ade0163-0000-4000-8000-000000000006', parentOrgId: SEED_ORGS.summit, name: 'Landscaping', color: '#2E7D32' },
  ]);
}
