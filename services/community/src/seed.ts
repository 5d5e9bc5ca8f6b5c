import { SEED_ORGS, bulletinType } from '@portico/contracts';
import { seedRecords, type Db } from '@portico/platform';
import { bulletinTypes } from './schema';
import { seedBulletins } from './bulletins/bulletins.seed';
import { seedSuggestions } from './suggestions/suggestions.seed';
import { seedLostFound } from './lost-found/lost-found.seed';
import { seedCovenants } from './covenants/covenants.seed';
import { seedReservations } from './reservations/reservations.seed';
import { seedNotifications } from './notifications/notifications.seed';
import { seedChat } from './chat/chat.seed';
import { seedFiles } from './files/files.seed';

export async function seedCommunity(db: Db): Promise<void> {
  await seedRecords(db, bulletinType, bulletinTypes, [
    {
      id: '4fcd9052-0000-4000-8000-000000000001',
      parentOrgId: SEED_ORGS.harbor,
      name: 'Building Notice',
      description: 'Water shut-offs, elevator service, fire alarm tests.',
    },
    {
      id: '4fcd9052-0000-4000-8000-000000000002',
      parentOrgId: SEED_ORGS.harbor,
      name: 'Community Event',
      description: 'Socials, meetings and resident gatherings.',
    },
    {
      id: '4fcd9052-0000-4000-8000-000000000003',
      parentOrgId: SEED_ORGS.harbor,
      name: 'For Sale / Wanted',
      description: 'Residents buying, selling or giving away items.',
    },
    {
      id: '4fcd9052-0000-4000-8000-000000000004',
      parentOrgId: SEED_ORGS.summit,
      name: 'Board Announcement',
      description: 'Decisions and minutes from the condo board.',
    },
  ]);
  await seedBulletins(db);
  await seedSuggestions(db);
  await seedLostFound(db);
  await seedCovenants(db);
  await seedReservations(db);
  await seedNotifications(db);
  await seedChat(db);
  await seedFiles(db);
}
