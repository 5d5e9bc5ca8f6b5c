import { SEED_ORGS, accountingSync, integrationSettings } from '@portico/contracts';
import { seedRecords, type Db } from '@portico/platform';
import { SEED_CLIENTS } from '../clients/clients.seed';
import { accountingSyncs, integrationSettingsTable } from './integrations.schema';

/**
 * Harbor's integrations: insight reports and an accounting-software app registered (keys of the
 * loopback QuickBooks the embedded default runs), not yet connected — connecting is the
 * demo. Its clients wait as PENDING customers for the first push.
 */
export async function seedIntegrations(db: Db): Promise<void> {
  await seedRecords(db, integrationSettings, integrationSettingsTable, [
    {
      id: '1a7e0000-0000-4000-8000-000000000001',
      parentOrgId: SEED_ORGS.harbor,
      insightTag: 'harbor-axp',
      insightAccountId: 'FZ-204518',
      insightPublicKey: 'pk_demo_harbor_7Hq2LmX9',
      quickbooksClientKey: 'ABdemoHarborClientKey0001',
      quickbooksClientSecret: 'demo-harbor-client-secret',
    },
  ]);
  const names: Record<string, string> = {
    [SEED_CLIENTS.harborCafe]: 'Harbor Café',
    [SEED_CLIENTS.bayMarine]: 'Bay Marine Supply',
    [SEED_CLIENTS.roseResident]: 'Rosa Resident (Unit 101)',
    [SEED_CLIENTS.lighthouseDental]: 'Lighthouse Dental',
  };
  await seedRecords(
    db,
    accountingSync,
    accountingSyncs,
    Object.entries(names).map(([localId, displayName], i) => ({
      id: `5e7c0000-0000-4000-8000-00000000000${i + 1}`,
      parentOrgId: SEED_ORGS.harbor,
      recordType: 'customer',
      localId,
      displayName,
      generation: 1,
      attempts: 0,
      localVersion: 0,
      syncState: 'pending',
      updatedAtSync: '2026-11-20T09:00:00.000Z',
    })),
  );
}
