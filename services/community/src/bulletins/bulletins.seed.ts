import { bulletin } from '@portico/contracts';
import { seedRecords, type Db } from '@portico/platform';
import { LOFTS, SUMMIT, VIEW, at, day, seedId } from '../shared/seed-ids';
import { bulletins } from './bulletins.schema';
import { boardOrder } from './bulletin-rules';

const TYPE = {
  notice: '4fcd9052-0000-4000-8000-000000000001',
  event: '4fcd9052-0000-4000-8000-000000000002',
  sale: '4fcd9052-0000-4000-8000-000000000003',
  board: '4fcd9052-0000-4000-8000-000000000004',
};

type Seed = Record<string, unknown> & { id: string };
const row = (n: number, where: { parentOrgId: string; propertyId: string }, values: Record<string, unknown>): Seed => {
  const r = { id: seedId('5b0e7a10', n), ...where, urgent: false, publishedAt: null, expiredAt: null, ...values };
  return { ...r, boardOrder: boardOrder(r) };
};

/** A board for every property: published (one urgent), scheduled, draft and expired bulletins. */
export async function seedBulletins(db: Db): Promise<void> {
  await seedRecords(db, bulletin, bulletins, [
    row(1, VIEW, {
      title: 'Water shut-off Thursday 9am–1pm',
      bulletinTypeId: TYPE.notice,
      body: 'The city is replacing the main valve on Harbor Street. Water will be off in all units on Thursday from 9am to 1pm. Please fill a jug the night before.',
      startDate: day(-1),
      endDate: day(3),
      urgent: true,
      state: 'published',
      publishedAt: at(-1, 8),
    }),
    row(2, VIEW, {
      title: 'Rooftop summer social',
      bulletinTypeId: TYPE.event,
      body: 'Join your neighbours on the rooftop terrace this Saturday from 5pm. Drinks and snacks provided; bring a dish if you like.',
      startDate: day(-4),
      endDate: day(6),
      state: 'published',
      publishedAt: at(-4, 9),
    }),
    row(3, VIEW, {
      title: 'Bike for sale — unit 204',
      bulletinTypeId: TYPE.sale,
      body: 'Hybrid bike, medium frame, barely used. $180 or best offer. Knock on 204 or leave a note at the front desk.',
      startDate: day(-2),
      endDate: day(20),
      state: 'published',
      publishedAt: at(-2, 12),
    }),
    row(4, VIEW, {
      title: 'Fire alarm testing next week',
      bulletinTypeId: TYPE.notice,
      body: 'Annual fire alarm testing runs Monday to Wednesday next week between 10am and 3pm. Alarms will sound briefly in each unit.',
      startDate: day(5),
      endDate: day(9),
      state: 'scheduled',
    }),
    row(5, VIEW, {
      title: 'Holiday office hours (draft)',
      bulletinTypeId: TYPE.notice,
      body: 'The management office will close early on the holiday eve and reopen the morning after.',
      startDate: day(14),
      endDate: day(30),
      state: 'draft',
    }),
    row(6, VIEW, {
      title: 'Elevator maintenance completed',
      bulletinTypeId: TYPE.notice,
      body: 'The north elevator is back in service. Thank you for your patience.',
      startDate: day(-20),
      endDate: day(-10),
      state: 'expired',
      publishedAt: at(-20, 8),
      expiredAt: at(-9, 0),
    }),
    row(7, LOFTS, {
      title: 'Garage sweeping Tuesday',
      bulletinTypeId: TYPE.notice,
      body: 'Please move vehicles out of the Lofts garage on Tuesday between 8am and noon for sweeping.',
      startDate: day(-1),
      endDate: day(2),
      urgent: true,
      state: 'published',
      publishedAt: at(-1, 7),
    }),
    row(8, SUMMIT, {
      title: 'Board meeting minutes posted',
      bulletinTypeId: TYPE.board,
      body: 'The minutes of the last board meeting are available at the front desk and in the document library.',
      startDate: day(-3),
      endDate: day(27),
      state: 'published',
      publishedAt: at(-3, 10),
    }),
    row(9, SUMMIT, {
      title: 'Special assessment vote',
      bulletinTypeId: TYPE.board,
      body: 'Owners vote on the roof replacement assessment at the meeting on the 15th. Proxy forms are at the front desk.',
      startDate: day(-1),
      endDate: day(14),
      urgent: true,
      state: 'published',
      publishedAt: at(-1, 9),
    }),
  ]);
}
