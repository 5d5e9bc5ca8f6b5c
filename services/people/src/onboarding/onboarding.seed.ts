import { randomBytes } from 'node:crypto';
import { SEED_ORGS, SEED_PROPERTIES, SEED_USER_TYPES, invite, joinRequest } from '@portico/contracts';
import { seedRecords, type Db } from '@portico/platform';
import { invites, joinRequests } from '../schema';
import { hashToken } from './secrets';

const seedId = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const unitId = (n: number) => seedId('2dab7e30', n);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * Demo invites and join requests in both organizations. A seeded invite's token is random and
 * never mailed: it shows on the screens (resend mails a fresh one), it cannot be accepted as is.
 */
export async function seedOnboarding(db: Db): Promise<void> {
  const pending = () => ({ tokenHash: hashToken(randomBytes(32).toString('base64url')), inviteStatus: 'pending', expiresAt: inDays(10) });
  await seedRecords(db, invite, invites, [
    {
      id: seedId('7e1d2c3b', 1),
      parentOrgId: SEED_ORGS.harbor,
      email: 'nora.newcomer@example.com',
      firstName: 'Nora',
      lastName: 'Newcomer',
      userTypeId: SEED_USER_TYPES.resident!,
      propertyIds: [SEED_PROPERTIES.harborView],
      unitIds: [unitId(3)],
      message: 'Welcome to Harbor View! Your keys are at the front desk.',
      ...pending(),
    },
    {
      id: seedId('7e1d2c3b', 2),
      parentOrgId: SEED_ORGS.harbor,
      email: 'sam.shift@example.com',
      firstName: 'Sam',
      lastName: 'Shift',
      userTypeId: SEED_USER_TYPES.staff!,
      propertyIds: [SEED_PROPERTIES.harborView, SEED_PROPERTIES.harborLofts],
      unitIds: [],
      ...pending(),
    },
    {
      id: seedId('7e1d2c3b', 3),
      parentOrgId: SEED_ORGS.summit,
      email: 'olga.owner@example.com',
      firstName: 'Olga',
      lastName: 'Owner',
      userTypeId: SEED_USER_TYPES.resident!,
      propertyIds: [SEED_PROPERTIES.summitRidge],
      unitIds: [unitId(204)],
      ...pending(),
    },
  ]);
  await seedRecords(db, joinRequest, joinRequests, [
    {
      id: seedId('6f2e3d4c', 1),
      parentOrgId: SEED_ORGS.harbor,
      kind: 'resident',
      firstName: 'Tomás',
      lastName: 'Tenant',
      email: 'tomas.tenant@example.com',
      phone: '+1 206 555 0177',
      requestedPropertyId: SEED_PROPERTIES.harborView,
      unitNumber: '204',
      message: 'I moved into 204 last week; my lease starts on the 1st.',
      requestStatus: 'pending',
    },
    {
      id: seedId('6f2e3d4c', 2),
      parentOrgId: SEED_ORGS.harbor,
      kind: 'vendor',
      firstName: 'Gia',
      lastName: 'Glazier',
      email: 'gia@clearpane.example',
      phone: '+1 206 555 0188',
      company: 'ClearPane Windows',
      requestedPropertyId: SEED_PROPERTIES.harborView,
      message: 'Window repair and replacement, licensed and insured in Washington.',
      requestStatus: 'pending',
    },
    {
      id: seedId('6f2e3d4c', 3),
      parentOrgId: SEED_ORGS.summit,
      kind: 'resident',
      firstName: 'Ulla',
      lastName: 'Upstairs',
      email: 'ulla.upstairs@example.com',
      requestedPropertyId: SEED_PROPERTIES.summitRidge,
      unitNumber: '206',
      requestStatus: 'pending',
    },
  ]);
}
