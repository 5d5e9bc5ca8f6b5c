import { SEED_ACCOUNTS, SEED_ORGS, group } from '@portico/contracts';
import { seedRecords, type Db } from '@portico/platform';
import { groups } from '../schema';

const seedId = (n: number) => `9c0a1b2d-0000-4000-8000-${String(n).padStart(12, '0')}`;
const unitId = (n: number) => `2dab7e30-0000-4000-8000-${String(n).padStart(12, '0')}`;
const userId = (email: string) => SEED_ACCOUNTS.find((a) => a.email === email)!.id;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Demo groups of each kind in both organizations, so a manager composing a notification finds
 * users, unit groups and notification groups to send to (unit ids follow `seedPortfolio`).
 */
export async function seedGroups(db: Db): Promise<void> {
  const harbor = { parentOrgId: SEED_ORGS.harbor };
  const summit = { parentOrgId: SEED_ORGS.summit };
  await seedRecords(db, group, groups, [
    {
      id: seedId(1),
      ...harbor,
      name: 'Building staff',
      groupType: 'user',
      description: 'Managers and staff who look after Harbor View.',
      memberUserIds: [userId('manager@portico.test'), userId('staff@portico.test')],
      memberUnitIds: [],
    },
    {
      id: seedId(2),
      ...harbor,
      name: 'Harbor View — first floor',
      groupType: 'unit',
      description: 'Units 101 to 108 of the North building.',
      memberUserIds: [],
      memberUnitIds: range(1, 8).map(unitId),
    },
    {
      id: seedId(3),
      ...harbor,
      name: 'Harbor Lofts — all units',
      groupType: 'unit',
      description: 'Every unit of Harbor Lofts.',
      memberUserIds: [],
      memberUnitIds: range(101, 112).map(unitId),
    },
    {
      id: seedId(4),
      ...harbor,
      name: 'Water shut-off notices',
      groupType: 'notification',
      description: 'Residents of the first floor and the building staff: told of planned water shut-offs.',
      memberUserIds: [userId('resident@portico.test'), userId('staff@portico.test')],
      memberUnitIds: range(1, 8).map(unitId),
    },
    {
      id: seedId(5),
      ...summit,
      name: 'Board and management',
      groupType: 'user',
      description: 'The people who run Summit Ridge.',
      memberUserIds: [userId('manager2@portico.test')],
      memberUnitIds: [],
    },
    {
      id: seedId(6),
      ...summit,
      name: 'Summit Ridge — building A',
      groupType: 'unit',
      description: 'Every unit of building A.',
      memberUserIds: [],
      memberUnitIds: range(201, 210).map(unitId),
    },
    {
      id: seedId(7),
      ...summit,
      name: 'Snow removal alerts',
      groupType: 'notification',
      description: 'Told when the garage ramp and walkways are being cleared.',
      memberUserIds: [userId('manager2@portico.test')],
      memberUnitIds: range(201, 205).map(unitId),
    },
  ]);
}
