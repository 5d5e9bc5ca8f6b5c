import {
  SEED_ACCOUNTS,
  SEED_ORGS,
  SEED_PROPERTIES,
  SEED_UNITS,
  notification,
  notificationDelivery,
  notificationTemplate,
  parcel,
} from '@portico/contracts';
import { seedRecords, type Db } from '@portico/platform';
import { parcels } from '../parcels/parcels.schema';
import { parcelNotice } from '../parcels/parcel-notices';
import { dedupeKeyOf } from './deliver-notice';
import { scheduleFanout, scheduledSendKey } from './notification-jobs';
import { notificationDeliveries, notificationTemplates, notifications } from './notifications.schema';

const id = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const user = (email: string) => SEED_ACCOUNTS.find((a) => a.email === email)!.id;
const RESIDENT = user('resident@portico.test');
const MANAGER = user('manager@portico.test');
const STAFF = user('staff@portico.test');
const harbor = SEED_ORGS.harbor;
const daysAgo = (d: number, hour = 9) => {
  const t = new Date(Date.now() - d * 86_400_000);
  t.setUTCHours(hour, 0, 0, 0);
  return t.toISOString();
};

const TEMPLATES = [
  {
    id: id('7e1a0001', 1),
    parentOrgId: harbor,
    name: 'Water shut-off',
    title: 'Water shut-off on {date}',
    description: 'The water will be shut off on {date} from {start} to {end} for plumbing work. Please store some water beforehand.',
  },
  {
    id: id('7e1a0001', 2),
    parentOrgId: harbor,
    name: 'Fire alarm test',
    title: 'Fire alarm testing',
    description: 'The fire alarms will be tested today between 10 am and noon. No action is needed when you hear them.',
  },
  {
    id: id('7e1a0001', 3),
    parentOrgId: harbor,
    name: 'Elevator maintenance',
    title: 'Elevator out of service',
    description: 'One elevator will be out of service for maintenance. Please allow extra time and use the other car.',
  },
];

type Seeded = { id: string; title: string; description: string; state: string; users: string[]; sentAt?: string; archived?: boolean };
const NOTIFICATIONS: Seeded[] = [
  {
    id: id('7e1a0002', 1),
    title: 'Water shut-off Thursday morning',
    description: 'The water will be shut off on Thursday from 9 to 11 am for valve replacement. Please store some water beforehand.',
    state: 'sent',
    users: [RESIDENT, STAFF],
    sentAt: daysAgo(1),
  },
  {
    id: id('7e1a0002', 2),
    title: 'Fire alarm testing',
    description: 'The fire alarms will be tested between 10 am and noon. No action is needed when you hear them.',
    state: 'sent',
    users: [RESIDENT, STAFF, MANAGER],
    sentAt: daysAgo(4),
  },
  {
    id: id('7e1a0002', 3),
    title: 'Pool closed for the season',
    description: 'The outdoor pool is closed for the season. See you in the spring!',
    state: 'sent',
    users: [RESIDENT],
    sentAt: daysAgo(40),
    archived: true,
  },
  {
    id: id('7e1a0002', 4),
    title: 'Holiday office hours',
    description: 'The management office will close at 2 pm on the 24th and reopen on the 27th.',
    state: 'scheduled',
    users: [RESIDENT, STAFF],
  },
  {
    id: id('7e1a0002', 5),
    title: 'Garage sweeping next week',
    description: '',
    state: 'draft',
    users: [RESIDENT],
  },
];

/** Demo notices, their deliveries (the resident has unread ones) and parcels in several states. */
export async function seedNotifications(db: Db): Promise<void> {
  await seedRecords(db, notificationTemplate, notificationTemplates, TEMPLATES);
  const inThreeDays = new Date(Date.now() + 3 * 86_400_000);
  inThreeDays.setUTCHours(14, 0, 0, 0);
  const inserted = await seedRecords(
    db,
    notification,
    notifications,
    NOTIFICATIONS.map((n) => ({
      id: n.id,
      parentOrgId: harbor,
      title: n.title,
      description: n.description || null,
      notes: n.state === 'draft' ? 'Sweeping of all garage levels Tuesday and Wednesday; move cars to the street by 8 am.' : null,
      state: n.state,
      status: n.archived ? 'archived' : 'active',
      audienceUserIds: n.users,
      audienceUserGroupIds: [],
      audienceUnitGroupIds: [],
      audienceNotificationGroupIds: [],
      audiencePropertyId: SEED_PROPERTIES.harborView,
      channelConsole: true,
      channelMail: true,
      scheduledAt: n.state === 'scheduled' ? inThreeDays.toISOString() : null,
      createdAt: n.sentAt ?? daysAgo(0, 7),
      sentAt: n.sentAt ?? null,
      recipientCount: n.state === 'sent' ? n.users.length : null,
    })),
  );
  // The scheduled one sends itself when its time comes, like any other.
  if (inserted > 0)
    await db.transaction((tx) =>
      scheduleFanout(
        tx,
        { notificationId: id('7e1a0002', 4), senderId: MANAGER, senderPropertyIds: [] },
        inThreeDays,
        scheduledSendKey(id('7e1a0002', 4)),
      ),
    );

  let k = 0;
  const deliveries = NOTIFICATIONS.filter((n) => n.state === 'sent').flatMap((n) =>
    n.users.map((u) => {
      k += 1;
      const read = u !== RESIDENT || n.archived === true;
      return {
        id: id('7e1a0003', k),
        parentOrgId: harbor,
        title: n.title,
        body: n.description,
        recipientUserId: u,
        state: read ? 'read' : 'sent',
        email: SEED_ACCOUNTS.find((a) => a.id === u)!.email,
        notificationId: n.id,
        sourceEntity: 'notification',
        sourceId: n.id,
        sourceEvent: 'sent',
        dedupeKey: dedupeKeyOf({ entity: 'notification', id: n.id, event: 'sent' }, u),
        sentAt: n.sentAt,
        readAt: read ? n.sentAt : null,
        createdAt: n.sentAt,
      };
    }),
  );
  const parcelRows = PARCELS.map((p, i) => ({
    id: id('7e1a0004', i + 1),
    parentOrgId: harbor,
    propertyId: SEED_PROPERTIES.harborView,
    unitId: SEED_UNITS.harborView101,
    recipientUserId: RESIDENT,
    contactType: 'email',
    numberOfParcels: 1,
    reminderCount: 0,
    createdAt: p.notifiedAt,
    ...p,
  }));
  for (const p of parcelRows.filter((p) => ['notified', 'reminded'].includes(p.state))) {
    k += 1;
    const notice = parcelNotice(p, 'arrived');
    deliveries.push({
      id: id('7e1a0003', k),
      parentOrgId: harbor,
      // The demo resident reads English.
      title: notice.title.en,
      body: notice.body.en,
      createdAt: p.notifiedAt,
      recipientUserId: RESIDENT,
      state: 'sent',
      email: 'resident@portico.test',
      notificationId: null as never,
      sourceEntity: 'parcel',
      sourceId: p.id,
      sourceEvent: 'arrived',
      dedupeKey: dedupeKeyOf({ entity: 'parcel', id: p.id, event: 'arrived' }, RESIDENT),
      sentAt: p.notifiedAt!,
      readAt: null,
      link: `/parcel/view/${p.id}`,
    } as never);
  }
  await seedRecords(db, notificationDelivery, notificationDeliveries, deliveries);
  await seedRecords(db, parcel, parcels, parcelRows);
}

const PARCELS = [
  {
    state: 'notified',
    carrier: 'ups',
    trackingNumber: '1Z999AA10123456784',
    parcelType: 'small-box',
    storageShelf: 'A2',
    notifiedAt: daysAgo(0, 8),
  },
  {
    state: 'reminded',
    carrier: 'amazon',
    trackingNumber: 'TBA304958712000',
    parcelType: 'large-box',
    storageShelf: 'C1',
    notifiedAt: daysAgo(5),
    reminderCount: 1,
    lastRemindedAt: daysAgo(3),
  },
  {
    state: 'picked-up',
    carrier: 'fedex',
    trackingNumber: '612999AA10123',
    parcelType: 'envelope',
    storageShelf: 'A1',
    notifiedAt: daysAgo(8),
    pickupType: 'front-desk',
    pickedUpBy: 'Rosa Resident',
    closedAt: daysAgo(7, 18),
  },
  {
    state: 'delivered-to-unit',
    carrier: 'usps',
    trackingNumber: '9400111899223344556677',
    parcelType: 'perishable',
    storageShelf: 'Fridge',
    notifiedAt: daysAgo(10),
    pickupType: 'delivered-to-unit',
    closedAt: daysAgo(10, 15),
  },
  {
    state: 'returned',
    carrier: 'dhl',
    trackingNumber: 'JD014600003828419',
    parcelType: 'tube',
    storageShelf: 'B4',
    notifiedAt: daysAgo(20),
    reminderCount: 3,
    lastRemindedAt: daysAgo(14),
    closedAt: daysAgo(13),
  },
];
