import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED_UNITS, renderMessage } from '@portico/contracts';
import { startCommunityApi, type CommunityApi } from '../testing/community-api';
import { NO_UNIT_USER } from './parcel.hooks';
import { parcelReminderJob } from './parcel-reminders';
import { openDatabase } from '@portico/platform';
import { SAMPLE_FILES } from '@portico/platform/testing';
import { communityService } from '../community.service';

/**
 * Parcels through the gateway: intake tells the unit's user at once (inbox and mail), a unit with
 * nobody to tell is refused with the spec's message, sign-out needs the drawn signature stored as
 * the parcel's attachment, and reminders go out once per interval.
 */
/** Harbor View 102: a unit no user account is assigned to in the demo data. */
const UNIT_102 = '2dab7e30-0000-4000-8000-000000000002';
const STAFF = 'staff@portico.test';
const RESIDENT = 'resident@portico.test';
const PNG = SAMPLE_FILES.png;
let api: CommunityApi;

beforeAll(async () => {
  api = await startCommunityApi({ gatewayDataDir: await mkdtemp(join(tmpdir(), 'portico-parcels-')) });
  await api.until(
    async () =>
      (await api.sql(`select 1 from community.mirror_records where entity = 'unit' and id = $1`, [SEED_UNITS.harborView101])).length > 0,
    'the unit mirror',
  );
}, 120_000);

afterAll(async () => {
  await api?.stop();
});

async function logParcel(body: Record<string, unknown> = {}) {
  const res = await api.call(STAFF, 'POST', '/parcel', {
    unitId: SEED_UNITS.harborView101,
    carrier: 'ups',
    trackingNumber: `1Z${Math.random().toString().slice(2, 12)}`,
    parcelType: 'small-box',
    numberOfParcels: 2,
    storageShelf: 'B3',
    ...body,
  });
  return res;
}

it('refuses a parcel for a unit nobody is assigned to', async () => {
  const res = await api.call(STAFF, 'POST', '/parcel', { unitId: UNIT_102, numberOfParcels: 1 });
  expect(res.status).toBe(422);
  expect(JSON.stringify(res.body)).toContain(renderMessage(NO_UNIT_USER));
});

it('intake notifies the unit’s user at once, in the inbox and by mail', async () => {
  const resident = api.account(RESIDENT);
  const res = await logParcel();
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ state: 'notified', recipientUserId: resident.id, contactType: 'email' });
  const inbox = await api.call(RESIDENT, 'GET', `/notification-deliveries?sourceId=${res.body.id}`);
  expect(inbox.body.items).toHaveLength(1);
  expect(inbox.body.items[0].title).toBe('2 parcels from UPS (tracking ' + res.body.trackingNumber + ') arrived for you');
  expect(inbox.body.items[0].link).toBe(`/parcel/view/${res.body.id}`);
  const mail = await api.until(async () => api.mail!.messages.find((m) => m.text.includes(res.body.trackingNumber)), 'the mail');
  expect(mail.to).toEqual([RESIDENT]);
  // The desk's shelf is the desk's (ADR 0037): not in the resident's mail, inbox or answer.
  expect(mail.text).not.toContain('B3');
  expect(JSON.stringify(inbox.body.items[0])).not.toContain('B3');
  // The resident sees the parcel of their unit, and cannot sign it out themselves.
  const seen = await api.call(RESIDENT, 'GET', `/parcel/${res.body.id}`);
  expect(seen.status).toBe(200);
  expect(seen.body).not.toHaveProperty('storageShelf');
  expect(seen.body).not.toHaveProperty('notes');
  expect((await api.call(RESIDENT, 'POST', `/parcel/${res.body.id}/sign-out`, {})).status).toBe(403);
});

it('signs out against the drawn signature stored on the parcel', async () => {
  const { body: p } = await logParcel();
  const unsigned = await api.call(STAFF, 'POST', `/parcel/${p.id}/sign-out`, {
    pickupType: 'front-desk',
    pickedUpBy: 'Rosa Resident',
    signatureAttachmentId: '5f0c6f2e-0000-4000-8000-000000000000',
  });
  expect(unsigned.status).toBe(422);
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'signature.png');
  const upload = await fetch(`${api.url}/api/v1/parcel/${p.id}/attachments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await api.token(STAFF)}` },
    body: form,
  });
  expect(upload.status).toBe(201);
  const attachmentId = ((await upload.json()) as { items: { id: string }[] }).items[0]!.id;
  const signed = await api.call(STAFF, 'POST', `/parcel/${p.id}/sign-out`, {
    pickupType: 'front-desk',
    pickedUpBy: 'Rosa Resident',
    signatureAttachmentId: attachmentId,
  });
  expect(signed.status).toBe(200);
  expect(signed.body).toMatchObject({ state: 'picked-up', pickupType: 'front-desk', signatureAttachmentId: attachmentId });
  expect((await api.call(STAFF, 'POST', `/parcel/${p.id}/return-to-sender`, {})).status).toBe(409);
  const history = await api.call(STAFF, 'GET', `/parcel/${p.id}/history`);
  expect(history.body.items.map((e: { kind: string }) => e.kind)).toEqual(expect.arrayContaining(['created', 'signedOut']));
});

it('delivers to the unit or returns to the sender, telling the recipient', async () => {
  const { body: a } = await logParcel();
  const delivered = await api.call(STAFF, 'POST', `/parcel/${a.id}/deliver`, {});
  expect(delivered.body).toMatchObject({ state: 'delivered-to-unit', pickupType: 'delivered-to-unit' });
  const { body: b } = await logParcel();
  const returned = await api.call(STAFF, 'POST', `/parcel/${b.id}/return-to-sender`, { reason: 'Refused by the resident' });
  expect(returned.body.state).toBe('returned');
  const inbox = await api.call(RESIDENT, 'GET', `/notification-deliveries?sourceId=${b.id}`);
  expect(inbox.body.items.map((d: { body: string }) => d.body).join()).toContain('Refused by the resident');
});

it('reminds an unclaimed parcel once per interval, never twice for the same reminder', async () => {
  const { body: p } = await logParcel();
  const db = await openDatabase({
    url: api.databases.community!,
    schema: 'community',
    migrationsFolder: communityService.migrationsFolder,
  });
  try {
    const job = parcelReminderJob(2);
    const later = new Date(Date.now() + 3 * 86_400_000);
    await db.db.transaction((tx) => job.run({ tx: tx as never, payload: {} as never, runAt: later, since: undefined, now: later }));
    await db.db.transaction((tx) => job.run({ tx: tx as never, payload: {} as never, runAt: later, since: undefined, now: later }));
  } finally {
    await db.close();
  }
  const after = await api.call(STAFF, 'GET', `/parcel/${p.id}`);
  expect(after.body).toMatchObject({ state: 'reminded', reminderCount: 1 });
  const reminders = await api.sql(`select 1 from community.notification_deliveries where source_id = $1 and source_event = 'reminder-1'`, [
    p.id,
  ]);
  expect(reminders).toHaveLength(1);
});
