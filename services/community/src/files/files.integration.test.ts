import { SEED_PROPERTIES } from '@portico/contracts';
import { startCommunityApi, type CommunityApi } from '../testing/community-api';

/**
 * The file manager through the gateway: nested folders, upload, download, rename, move and
 * delete by management; shared files readable by the property's residents and nobody else's.
 */
let api: CommunityApi;
const MANAGER = 'manager@portico.test';
const RESIDENT = 'resident@portico.test';
const OTHER_ORG = 'manager2@portico.test';
const SEEDED = {
  rules: 'f01de100-0000-4000-8000-000000000001',
  contracts: 'f01de100-0000-4000-8000-000000000003',
  houseRules: 'd0c5e100-0000-4000-8000-000000000001',
  agreement: 'd0c5e100-0000-4000-8000-000000000005',
  loftsParking: 'd0c5e100-0000-4000-8000-000000000007',
};
const HV = SEED_PROPERTIES.harborView;

beforeAll(async () => {
  api = await startCommunityApi();
}, 240_000);
afterAll(() => api?.stop(), 60_000);

const ids = (body: Record<string, any>) => (body.items as { id: string }[]).map((i) => i.id);

async function fileOf(who: Parameters<CommunityApi['call']>[0], documentId: string) {
  const list = await api.call(who, 'GET', `/documents/${documentId}/attachments`);
  if (list.status !== 200) return { status: list.status, bytes: Buffer.alloc(0) };
  const [first] = list.body.items as { id: string }[];
  return api.download(who as string, `/documents/${documentId}/attachments/${first!.id}`);
}

it('a resident sees the shared folders and files of their property, never the private ones', async () => {
  const roots = await api.call(RESIDENT, 'GET', '/folders?atRoot=true');
  expect(roots.status).toBe(200);
  const names = (roots.body.items as { name: string }[]).map((f) => f.name);
  expect(names).toEqual(['Building Rules', 'Meeting Minutes']);
  expect((await api.call(RESIDENT, 'GET', `/folders/${SEEDED.contracts}`)).status).toBe(404);
  expect((await api.call(RESIDENT, 'GET', `/documents/${SEEDED.agreement}`)).status).toBe(404);
  expect((await api.call(RESIDENT, 'GET', `/documents/${SEEDED.agreement}/attachments`)).status).toBe(404);

  const manager = await api.call(MANAGER, 'GET', `/folders?atRoot=true&limit=50`);
  expect((manager.body.items as { name: string }[]).map((f) => f.name)).toEqual(
    expect.arrayContaining(['Building Rules', 'Meeting Minutes', 'Vendor Contracts', 'Lofts Notices']),
  );

  const rules = await fileOf(RESIDENT, SEEDED.houseRules);
  expect(rules.status).toBe(200);
  expect(rules.bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

it('another property’s resident gets nothing of Harbor View’s shared files — list, view or download', async () => {
  const lofts = await api.loftsResident();
  expect((await api.call(lofts, 'GET', `/documents/${SEEDED.houseRules}`)).status).toBe(404);
  expect((await api.call(lofts, 'GET', `/folders/${SEEDED.rules}`)).status).toBe(404);
  expect((await fileOf(lofts, SEEDED.houseRules)).status).toBe(404);
  const attachmentId = (await api.sql<{ id: string }>(`select id from community.attachments where record_id = $1`, [SEEDED.houseRules]))[0]!
    .id;
  expect((await api.download(lofts as never, `/documents/${SEEDED.houseRules}/attachments/${attachmentId}`)).status).toBe(404);
  const list = await api.call(lofts, 'GET', '/documents?limit=100');
  expect(list.status).toBe(200);
  expect(ids(list.body)).toEqual([SEEDED.loftsParking]);
  const own = await fileOf(lofts, SEEDED.loftsParking);
  expect(own.status).toBe(200);
  expect(own.bytes.toString()).toContain('Visitor parking');
  // Another org's manager does not see them either.
  expect((await api.call(OTHER_ORG, 'GET', `/documents/${SEEDED.houseRules}`)).status).toBe(404);
});

it('uploads, renames, moves and deletes, keeping the tree sound', async () => {
  const parent = await api.call(MANAGER, 'POST', '/folders', { name: 'Insurance', propertyId: HV });
  expect(parent.status).toBe(201);
  expect(parent.body).toMatchObject({ atRoot: true, shared: false });
  const child = await api.call(MANAGER, 'POST', '/folders', { name: 'Claims', propertyId: HV, parentFolderId: parent.body.id });
  expect(child.body).toMatchObject({ atRoot: false, parentFolderId: parent.body.id });

  // A file dropped into a shared folder is shared with it.
  const shared = await api.call(MANAGER, 'POST', '/documents', { name: 'Fire drill.txt', propertyId: HV, folderId: SEEDED.rules });
  expect(shared.body).toMatchObject({ shared: true, atRoot: false });

  const doc = await api.call(MANAGER, 'POST', '/documents', { name: 'policy.txt', propertyId: HV, folderId: child.body.id });
  expect(doc.status).toBe(201);
  expect(doc.body.shared).toBe(false);
  const bytes = Buffer.from('Policy no. 4471, renewed every April.\n');
  expect(
    (await api.upload(MANAGER, `/documents/${doc.body.id}/attachments`, [{ name: 'policy.txt', bytes, type: 'text/plain' }])).status,
  ).toBe(201);
  // One file per document.
  const second = await api.upload(MANAGER, `/documents/${doc.body.id}/attachments`, [{ name: 'again.txt', bytes, type: 'text/plain' }]);
  expect(second.status).toBe(409);
  expect((await fileOf(MANAGER, doc.body.id)).bytes.equals(bytes)).toBe(true);

  const renamed = await api.call(MANAGER, 'PATCH', `/documents/${doc.body.id}`, { name: 'Building policy 2026.txt' });
  expect(renamed).toMatchObject({ status: 200, body: { name: 'Building policy 2026.txt' } });

  const moved = await api.call(MANAGER, 'PATCH', `/documents/${doc.body.id}`, { folderId: parent.body.id });
  expect(moved.body).toMatchObject({ folderId: parent.body.id, atRoot: false });
  const toRoot = await api.call(MANAGER, 'PATCH', `/documents/${doc.body.id}`, { folderId: null });
  expect(toRoot.body).toMatchObject({ folderId: null, atRoot: true });
  expect((await api.call(MANAGER, 'PATCH', `/documents/${doc.body.id}`, { folderId: parent.body.id })).status).toBe(200);

  // A folder cannot go inside itself or below itself.
  for (const target of [parent.body.id, child.body.id]) {
    const loop = await api.call(MANAGER, 'PATCH', `/folders/${parent.body.id}`, { parentFolderId: target });
    expect(loop.status).toBe(422);
    expect(JSON.stringify(loop.body)).toContain('A folder cannot be moved into itself or one of its subfolders');
  }
  // …nor into another property's folder.
  const lofts = await api.call(MANAGER, 'GET', '/folders?q=Lofts%20Notices');
  const cross = await api.call(MANAGER, 'PATCH', `/folders/${child.body.id}`, {
    parentFolderId: (lofts.body.items as { id: string }[])[0]!.id,
  });
  expect(cross.status).toBe(422);

  const movedFolder = await api.call(MANAGER, 'PATCH', `/folders/${child.body.id}`, { parentFolderId: null, name: 'Claims 2026' });
  expect(movedFolder.body).toMatchObject({ atRoot: true, name: 'Claims 2026', parentFolderId: null });

  // Deleting: a folder with files is refused; emptied, it goes.
  const busy = await api.call(MANAGER, 'POST', `/folders/${parent.body.id}/archive`, {});
  expect(busy.status).toBe(409);
  expect(JSON.stringify(busy.body)).toContain('Empty the folder before deleting it');
  expect((await api.call(MANAGER, 'POST', `/documents/${doc.body.id}/archive`, {})).status).toBe(200);
  expect((await api.call(MANAGER, 'DELETE', `/documents/${doc.body.id}`)).status).toBe(200);
  expect((await api.call(MANAGER, 'POST', `/folders/${parent.body.id}/archive`, {})).status).toBe(200);
  expect((await api.call(MANAGER, 'DELETE', `/folders/${parent.body.id}`)).status).toBe(200);
  expect((await api.call(MANAGER, 'GET', `/folders/${parent.body.id}`)).status).toBe(404);
});

it('residents cannot change the file manager', async () => {
  expect((await api.call(RESIDENT, 'POST', '/folders', { name: 'Mine', propertyId: HV })).status).toBe(403);
  expect((await api.call(RESIDENT, 'PATCH', `/documents/${SEEDED.houseRules}`, { name: 'x' })).status).toBe(403);
  const upload = await api.upload(RESIDENT, `/documents/${SEEDED.houseRules}/attachments`, [
    { name: 'x.txt', bytes: Buffer.from('x'), type: 'text/plain' },
  ]);
  expect(upload.status).toBe(403);
});
