import { SEED_PROPERTIES } from '@portico/contracts';
import { startCommunityApi, type CommunityApi } from '../testing/community-api';

/**
 * Chat through the gateway as the seeded roles meet it: who takes part, who may read, unread
 * counts per participant, attachments on messages.
 */
let api: CommunityApi;
const MANAGER = 'manager@portico.test';
const STAFF = 'staff@portico.test';
const RESIDENT = 'resident@portico.test';
const VENDOR = 'vendor@portico.test';
const ADMIN = 'admin@portico.test';
const OTHER_ORG = 'manager2@portico.test';

beforeAll(async () => {
  api = await startCommunityApi();
}, 240_000);
afterAll(() => api?.stop(), 60_000);

const unreadOf = async (who: string, conversationId: string) => {
  const res = await api.call(who, 'GET', '/chat/unread');
  expect(res.status).toBe(200);
  return (res.body.items as { conversationId: string; unread: number }[]).find((i) => i.conversationId === conversationId)?.unread ?? 0;
};

const send = async (who: string, conversationId: string, body: string) => {
  const res = await api.call(who, 'POST', '/chat-messages', { conversationId, body });
  expect(res.status).toBe(201);
  return res.body;
};

it('a resident who names nobody reaches their property’s managers, and only them', async () => {
  const res = await api.call(RESIDENT, 'POST', '/conversations', { subject: 'Hallway light out', propertyId: SEED_PROPERTIES.harborView });
  expect(res.status).toBe(201);
  expect(res.body.participantIds).toEqual([api.account(RESIDENT).id, api.account(MANAGER).id]);
  expect(res.body.participantNames).toEqual(['Rosa Resident', 'Manny Manager']);
  expect(res.body.messageCount).toBe(0);
});

it('residents talk to management only; participants must cover the property', async () => {
  const withVendor = await api.call(RESIDENT, 'POST', '/conversations', {
    subject: 'Hi',
    propertyId: SEED_PROPERTIES.harborView,
    participantIds: [api.account(VENDOR).id],
  });
  expect(withVendor.status).toBe(422);
  expect(JSON.stringify(withVendor.body)).toContain('Residents can start a conversation with management only');

  const withStaff = await api.call(RESIDENT, 'POST', '/conversations', {
    subject: 'Package room code',
    propertyId: SEED_PROPERTIES.harborView,
    participantIds: [api.account(STAFF).id],
  });
  expect(withStaff.status).toBe(201);
  expect(withStaff.body.participantIds).toEqual([api.account(RESIDENT).id, api.account(STAFF).id]);

  // Staff of Harbor View do not cover Harbor Lofts; another org's manager is no user of this org.
  const staffElsewhere = await api.call(MANAGER, 'POST', '/conversations', {
    subject: 'Lofts',
    propertyId: SEED_PROPERTIES.harborLofts,
    participantIds: [api.account(STAFF).id],
  });
  expect(staffElsewhere.status).toBe(422);
  expect(JSON.stringify(staffElsewhere.body)).toContain('Participants not found on the selected Property');
  const foreign = await api.call(MANAGER, 'POST', '/conversations', {
    subject: 'x',
    propertyId: SEED_PROPERTIES.harborView,
    participantIds: [api.account(OTHER_ORG).id],
  });
  expect(foreign.status).toBe(422);
});

it('nobody outside a conversation reads or writes it — not staff of the property, not an administrator', async () => {
  const created = await api.call(RESIDENT, 'POST', '/conversations', { subject: 'Private matter', propertyId: SEED_PROPERTIES.harborView });
  const id = created.body.id as string;
  const message = await send(RESIDENT, id, 'Only Manny should read this.');
  expect((await api.call(MANAGER, 'GET', `/conversations/${id}`)).status).toBe(200);
  expect((await api.call(MANAGER, 'GET', `/chat-messages/${message.id}`)).status).toBe(200);

  for (const outsider of [STAFF, ADMIN, OTHER_ORG]) {
    expect((await api.call(outsider, 'GET', `/conversations/${id}`)).status).toBe(404);
    expect((await api.call(outsider, 'GET', `/chat-messages/${message.id}`)).status).toBe(404);
    const list = await api.call(outsider, 'GET', '/conversations?limit=100');
    expect(list.status).toBe(200);
    expect((list.body.items as { id: string }[]).map((c) => c.id)).not.toContain(id);
    const messages = await api.call(outsider, 'GET', `/chat-messages?conversationId=${id}`);
    expect(messages.status).toBe(200);
    expect(messages.body.items).toEqual([]);
    const write = await api.call(outsider, 'POST', '/chat-messages', { conversationId: id, body: 'let me in' });
    // The conversation is not found in the writer's scope: the same answer as any unknown parent.
    expect(write.status).toBe(422);
    expect(JSON.stringify(write.body)).toContain('Conversation not found');
    expect((await api.call(outsider, 'POST', `/chat/conversations/${id}/read`)).status).toBe(404);
    expect((await api.call(outsider, 'GET', `/chat-messages/${message.id}/attachments`)).status).toBe(404);
  }
  const [stored] = await api.sql<{ n: number }>('select count(*)::int as n from community.chat_messages where conversation_id = $1', [id]);
  expect(stored!.n).toBe(1);
});

it('counts unread messages per participant, cleared by opening the conversation', async () => {
  const created = await api.call(MANAGER, 'POST', '/conversations', {
    subject: 'Elevator inspection',
    propertyId: SEED_PROPERTIES.harborView,
    participantIds: [api.account(RESIDENT).id, api.account(STAFF).id],
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  await send(MANAGER, id, 'The elevator is inspected Tuesday 9-11.');
  await send(MANAGER, id, 'Please use the stairs during that window.');

  expect(await unreadOf(RESIDENT, id)).toBe(2);
  expect(await unreadOf(STAFF, id)).toBe(2);
  // One's own messages are never unread.
  expect(await unreadOf(MANAGER, id)).toBe(0);

  const read = await api.call(RESIDENT, 'POST', `/chat/conversations/${id}/read`);
  expect(read.status).toBe(200);
  expect(read.body.conversationId).toBe(id);
  expect(await unreadOf(RESIDENT, id)).toBe(0);
  // Rosa opening it clears nobody else's count.
  expect(await unreadOf(STAFF, id)).toBe(2);

  await send(RESIDENT, id, 'Thanks for the notice.');
  expect(await unreadOf(MANAGER, id)).toBe(1);
  expect(await unreadOf(RESIDENT, id)).toBe(0);

  const conversation = await api.call(STAFF, 'GET', `/conversations/${id}`);
  expect(conversation.body).toMatchObject({ messageCount: 3, lastMessagePreview: 'Thanks for the notice.' });
});

it('the seeded demo leaves the manager unread messages from the resident', async () => {
  const res = await api.call(MANAGER, 'GET', '/chat/unread');
  expect(res.body.items).toEqual(expect.arrayContaining([{ conversationId: 'c4a7e1b0-0000-4000-8000-000000000001', unread: 2 }]));
  // The staff-only conversation is invisible to the resident, unread or not.
  const resident = await api.call(RESIDENT, 'GET', '/chat/unread');
  const ids = (resident.body.items as { conversationId: string }[]).map((i) => i.conversationId);
  expect(ids).not.toContain('c4a7e1b0-0000-4000-8000-000000000003');
  expect((await api.call(RESIDENT, 'GET', '/conversations/c4a7e1b0-0000-4000-8000-000000000003')).status).toBe(404);
});

it('a message carries files its participants can open and nobody else can', async () => {
  const created = await api.call(RESIDENT, 'POST', '/conversations', {
    subject: 'Crack in the wall',
    propertyId: SEED_PROPERTIES.harborView,
  });
  const id = created.body.id as string;
  const message = await send(RESIDENT, id, 'See the note attached.');
  const bytes = Buffer.from('Crack is 20 cm long, next to the window.\n');
  const up = await api.upload(RESIDENT, `/chat-messages/${message.id}/attachments`, [{ name: 'note.txt', bytes, type: 'text/plain' }]);
  expect(up.status).toBe(201);
  const attachmentId = (up.body.items as { id: string }[])[0]!.id;
  const got = await api.download(MANAGER, `/chat-messages/${message.id}/attachments/${attachmentId}`);
  expect(got.status).toBe(200);
  expect(got.bytes.equals(bytes)).toBe(true);
  expect((await api.download(STAFF, `/chat-messages/${message.id}/attachments/${attachmentId}`)).status).toBe(404);
});
