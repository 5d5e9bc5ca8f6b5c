import { SEED_ACCOUNTS, SEED_ORGS, supportRequest } from '@portico/contracts';
import { seedRecords, type Db } from '@portico/platform';
import { supportRequests } from '../schema';

const seedId = (n: number) => `5b3c4d5e-0000-4000-8000-${String(n).padStart(12, '0')}`;
const userId = (email: string) => SEED_ACCOUNTS.find((a) => a.email === email)!.id;

/** Demo support requests in both organizations: open, in progress and resolved. */
export async function seedSupport(db: Db): Promise<void> {
  const resident = userId('resident@portico.test');
  await seedRecords(db, supportRequest, supportRequests, [
    {
      id: seedId(1),
      parentOrgId: SEED_ORGS.harbor,
      subject: 'Cannot see my March invoice',
      category: 'billing',
      priority: 'normal',
      supportStatus: 'open',
      description: 'The billing page shows February, but not the invoice I got by mail for March.',
      requesterId: resident,
    },
    {
      id: seedId(2),
      parentOrgId: SEED_ORGS.harbor,
      subject: 'Gym key fob stopped working',
      category: 'building',
      priority: 'high',
      supportStatus: 'in-progress',
      description: 'My fob opens the lobby but not the gym since Monday.',
      requesterId: resident,
      assigneeId: userId('staff@portico.test'),
    },
    {
      id: seedId(3),
      parentOrgId: SEED_ORGS.harbor,
      subject: 'Update the company on my vendor account',
      category: 'account',
      priority: 'low',
      supportStatus: 'resolved',
      description: 'We are now BrightFix Plumbing & Heating.',
      requesterId: userId('vendor@portico.test'),
      assigneeId: userId('manager@portico.test'),
      resolution: 'Company name updated on the vendor record.',
    },
    {
      id: seedId(4),
      parentOrgId: SEED_ORGS.summit,
      subject: 'Export of last year’s assessments',
      category: 'billing',
      priority: 'normal',
      supportStatus: 'open',
      description: 'The board asks for a spreadsheet of every assessment billed last year.',
      requesterId: userId('manager2@portico.test'),
    },
  ]);
}
