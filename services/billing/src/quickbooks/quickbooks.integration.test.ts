import pg from 'pg';
import { SEED_ORGS, renderMessage } from '@portico/contracts';
import { peopleService } from '../../../people/src/people.service';
import { billingService } from '../billing.service';
import { startApiTestbed, type ApiTestbed } from '../../../../gateway/src/testing/api-testbed';
import { QuickbooksLoopback } from './loopback-server';
import { NO_ACCOUNT } from './connect';
import { quickbooksSyncJob } from './quickbooks.jobs';
import { createLogger, openDatabase } from '@portico/platform';
import { join } from 'node:path';

const MIGRATIONS = join(__dirname, '..', '..', 'migrations');

const MANAGER = 'manager@portico.test';
const SUMMIT = 'manager2@portico.test';
const SECRET = 'summit-plain-secret-9f3a';

let api: ApiTestbed;
let pool: pg.Pool;
const loopback = new QuickbooksLoopback();
const sql = async <T = Record<string, any>>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[];

/** Authorize → the loopback's consent redirect → the page's POST, as the browser does it. */
async function connect(who: string, realm?: string): Promise<{ status: number; body: Record<string, any>; realmId: string }> {
  const authorize = await api.call(who, 'GET', '/quickbooks/authorize');
  expect(authorize.status).toBe(200);
  const consent = new URL(authorize.body.url as string);
  if (realm) consent.searchParams.set('realm', realm);
  const redirect = await fetch(consent, { redirect: 'manual' });
  const back = new URL(redirect.headers.get('location')!);
  expect(back.pathname).toBe('/quickbooks-connected');
  const params = Object.fromEntries(['code', 'state', 'realmId'].map((k) => [k, back.searchParams.get(k)!]));
  const res = await api.call(who, 'POST', '/quickbooks/connect', params);
  return { ...res, realmId: params.realmId! };
}

beforeAll(async () => {
  process.env.PORTICO_SECRET_KEY = 'integration-test-key';
  process.env.QUICKBOOKS_LOOPBACK_URL = await loopback.start();
  process.env.QUICKBOOKS_REDIRECT_URI = 'http://localhost:8080/quickbooks-connected';
  api = await startApiTestbed({ services: [peopleService, billingService], requestTimeoutMs: 30_000 });
  pool = new pg.Pool({ connectionString: api.databases.billing, max: 3 });
}, 120_000);

afterAll(async () => {
  await pool?.end();
  await api?.stop();
  await loopback.stop();
});

describe('sealed secrets on integration settings', () => {
  let id: string;

  it('without settings an operation answers the spec message', async () => {
    const res = await api.call(SUMMIT, 'GET', '/quickbooks/authorize');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(renderMessage(NO_ACCOUNT));
  });

  it('store the secret sealed and never answer it, in any answer, event or history row', async () => {
    const created = await api.call(SUMMIT, 'POST', '/integration-settings', {
      insightTag: 'summit-axp',
      quickbooksClientKey: 'summit-client-key',
      quickbooksClientSecret: SECRET,
    });
    expect(created.status).toBe(201);
    id = created.body.id as string;
    expect(created.body.quickbooksClientSecretSet).toBe(true);
    expect('quickbooksClientSecret' in created.body).toBe(false);

    const [stored] = await sql<{ secret: string }>(
      `select quickbooks_client_secret as secret from billing.integration_settings where id = $1`,
      [id],
    );
    expect(stored!.secret.startsWith('sealed:v1:')).toBe(true);
    expect(stored!.secret).not.toContain(SECRET);

    // A blank secret in an edit keeps it; a new one replaces it (sealed again).
    const edited = await api.call(SUMMIT, 'PATCH', `/integration-settings/${id}`, { insightTag: 'summit-2', quickbooksClientSecret: '' });
    expect(edited.status).toBe(200);
    expect(edited.body.quickbooksClientSecretSet).toBe(true);
    const [kept] = await sql<{ secret: string }>(
      `select quickbooks_client_secret as secret from billing.integration_settings where id = $1`,
      [id],
    );
    expect(kept!.secret).toBe(stored!.secret);
    await api.call(SUMMIT, 'PATCH', `/integration-settings/${id}`, { quickbooksClientSecret: `${SECRET}-2` });

    const answers = [
      created.body,
      edited.body,
      (await api.call(SUMMIT, 'GET', `/integration-settings/${id}`)).body,
      (await api.call(SUMMIT, 'GET', '/integration-settings')).body,
      (await api.call(SUMMIT, 'GET', `/integration-settings/${id}/history`)).body,
      (await api.call('admin@portico.test', 'GET', `/integration-settings?parentOrgId=${SEED_ORGS.summit}`)).body,
    ];
    for (const answer of answers) {
      const text = JSON.stringify(answer);
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain('sealed:v1:');
    }
    const history = answers[4] as { items: { changes: { field: string }[] }[] };
    expect(history.items.length).toBe(3);
    expect(history.items.flatMap((i) => i.changes.map((c) => c.field))).not.toContain('quickbooksClientSecret');

    const events = await sql<{ payload: string }>(`select payload::text as payload from billing.outbox where payload->'data'->>'id' = $1`, [
      id,
    ]);
    expect(events.length).toBe(3);
    for (const e of events) {
      expect(e.payload).not.toContain(SECRET);
      expect(e.payload).not.toContain('sealed:v1:');
    }
    const template = await fetch(`${api.url}/api/v1/integration-settings/imports/template`, {
      headers: { authorization: `Bearer ${await api.token(SUMMIT)}` },
    });
    expect(await template.text()).not.toMatch(/secret/i);
  });
});

describe('QuickBooks Online', () => {
  let harborRealm: string;

  it('connects an organization through OAuth 2, its state bound to the org and the user', async () => {
    const res = await connect(MANAGER);
    expect(res.status).toBe(200);
    harborRealm = res.realmId;
    expect(res.body.companyName).toBe(`Loopback Company ${harborRealm}`);
    const status = await api.call(MANAGER, 'GET', '/quickbooks/status');
    expect(status.body).toMatchObject({ connected: true, registered: true, realmId: harborRealm, parentOrgId: SEED_ORGS.harbor });
    const [row] = await sql<{ access: string; refresh: string }>(
      `select access_token as access, refresh_token as refresh from billing.quickbooks_connections where parent_org_id = $1`,
      [SEED_ORGS.harbor],
    );
    expect(row!.access.startsWith('sealed:v1:')).toBe(true);
    expect(row!.refresh.startsWith('sealed:v1:')).toBe(true);
    const settings = await api.call(MANAGER, 'GET', '/integration-settings');
    expect(settings.body.items[0]).toMatchObject({ quickbooksCompany: `Loopback Company ${harborRealm}`, quickbooksRealmId: harborRealm });
  });

  it('refuses a state used twice, or presented by another user', async () => {
    const authorize = await api.call(MANAGER, 'GET', '/quickbooks/authorize');
    // The manager signs in to the company already connected (reconnecting it).
    const consent = new URL(authorize.body.url as string);
    consent.searchParams.set('realm', harborRealm);
    const back = new URL((await fetch(consent, { redirect: 'manual' })).headers.get('location')!);
    const params = {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
      realmId: back.searchParams.get('realmId'),
    };
    const stranger = await api.call('admin@portico.test', 'POST', '/quickbooks/connect', params);
    expect(stranger.status).toBe(422);
    const bad = await api.call(MANAGER, 'POST', '/quickbooks/connect', { ...params, realmId: 'abc' });
    expect(bad.status).toBe(422);
    const first = await api.call(MANAGER, 'POST', '/quickbooks/connect', { ...params, realmId: harborRealm });
    expect(first.status).toBe(200);
    const replay = await api.call(MANAGER, 'POST', '/quickbooks/connect', { ...params, realmId: harborRealm });
    expect(replay.status).toBe(422);
    expect(replay.body.details.fieldErrors[0].path).toBe('state');
  });

  it('pushes every client once as a customer, mapping our id to theirs with the SyncToken', async () => {
    const res = await api.call(MANAGER, 'POST', '/quickbooks/push', {});
    expect(res.status).toBe(200);
    expect(res.body.customers).toMatchObject({ synced: 4, failed: 0, needsAttention: 0 });
    expect(
      loopback
        .entities(harborRealm, 'Customer')
        .map((c) => c.DisplayName)
        .sort(),
    ).toEqual(['Bay Marine Supply', 'Harbor Café', 'Lighthouse Dental', 'Rosa Resident (Unit 101)'].sort());
    const syncs = await api.call(MANAGER, 'GET', '/accounting-sync?syncState=synced&recordType=customer');
    expect(syncs.body.total).toBe(4);
    expect(syncs.body.items.every((s: Record<string, unknown>) => s.remoteId && s.syncToken === '0')).toBe(true);
    // The demo invoices of unit 101 go to Rosa's customer; their payments link to them.
    const rosa = loopback.entities(harborRealm, 'Customer').find((c) => c.DisplayName === 'Rosa Resident (Unit 101)')!;
    const invoices = loopback.entities(harborRealm, 'Invoice');
    expect(res.body.invoices.synced).toBe(invoices.length);
    expect(invoices.length).toBeGreaterThan(0);
    expect(invoices.every((i) => (i.CustomerRef as { value: string }).value === rosa.Id)).toBe(true);
    const paymentsThere = loopback.entities(harborRealm, 'Payment');
    expect(res.body.payments.synced).toBe(paymentsThere.length);
    for (const p of paymentsThere) {
      const linked = (p.Line as { LinkedTxn: { TxnId: string }[] }[])[0]!.LinkedTxn[0]!.TxnId;
      expect(invoices.some((i) => i.Id === linked)).toBe(true);
    }
    // Invoices of units without a client need a person; nothing is sent for them.
    const [unbilled] = await sql<{ n: number }>(
      `select count(*)::int as n from billing.accounting_syncs where record_type = 'invoice' and sync_state = 'needs-attention' and last_error like 'No client%'`,
    );
    expect(res.body.invoices.needsAttention).toBe(unbilled!.n);
    // Nothing changed: a second push sends nothing.
    const again = await api.call(MANAGER, 'POST', '/quickbooks/push', {});
    expect(again.body.customers).toMatchObject({ queued: 0, synced: 0 });
    expect(again.body.invoices).toMatchObject({ queued: 0, synced: 0 });
    expect(again.body.payments).toMatchObject({ queued: 0, synced: 0 });
    expect(loopback.entities(harborRealm, 'Customer')).toHaveLength(4);
    expect(loopback.entities(harborRealm, 'Invoice')).toHaveLength(invoices.length);
  });

  it('a retried push whose first answer was lost creates nothing twice', async () => {
    const created = await api.call(MANAGER, 'POST', '/caliber/client', {
      clientCode: 'NW-3001',
      name: 'Northwind Sails',
      city: 'Portland',
    });
    expect(created.status).toBe(201);
    loopback.loseNextAnswers = 1;
    const lost = await api.call(MANAGER, 'POST', '/quickbooks/push', {});
    expect(lost.body.customers).toMatchObject({ synced: 0, failed: 1 });
    const [failed] = (await api.call(MANAGER, 'GET', `/accounting-sync?localId=${created.body.id}`)).body.items;
    expect(failed).toMatchObject({ syncState: 'failed', attempts: 1, generation: 1 });
    // The write did land there; the retry carries the same requestid and gets the first answer.
    expect(loopback.entities(harborRealm, 'Customer')).toHaveLength(5);
    const retried = await api.call(MANAGER, 'POST', '/quickbooks/push', {});
    expect(retried.body.customers).toMatchObject({ synced: 1, failed: 0 });
    expect(loopback.entities(harborRealm, 'Customer')).toHaveLength(5);
    const northwind = loopback.writes.filter((w) => w.realmId === harborRealm && w.requestId && w.replayed);
    expect(northwind).toHaveLength(1);

    // A change is a new generation: a new requestid, an update of the same customer there.
    await api.call(MANAGER, 'PATCH', `/caliber/client/${created.body.id}`, { phone: '+1 207 555 0199' });
    const updated = await api.call(MANAGER, 'POST', '/quickbooks/push', {});
    expect(updated.body.customers).toMatchObject({ queued: 1, synced: 1 });
    const there = loopback.entities(harborRealm, 'Customer').find((c) => c.DisplayName === 'Northwind Sails')!;
    expect(there.PrimaryPhone).toEqual({ FreeFormNumber: '+1 207 555 0199' });
    expect(there.SyncToken).toBe('1');
    const [synced] = (await api.call(MANAGER, 'GET', `/accounting-sync?localId=${created.body.id}`)).body.items;
    expect(synced).toMatchObject({ syncState: 'synced', generation: 2, remoteId: there.Id, syncToken: '1' });
    const history = await api.call(MANAGER, 'GET', `/accounting-sync/${synced.id}/history`);
    const states = history.body.items.flatMap((i: { changes: { field: string; to: unknown }[] }) =>
      i.changes.filter((c) => c.field === 'syncState').map((c) => c.to),
    );
    expect(states).toEqual(['failed', 'synced', 'pending', 'synced']);
  });

  it('a record refused there needs attention, with the reason', async () => {
    const walkIn = await api.call(MANAGER, 'POST', '/caliber/client', { clientCode: 'WI-1', name: 'Harbor Café ' });
    expect(walkIn.status).toBe(201);
    const res = await api.call(MANAGER, 'POST', '/quickbooks/push', {});
    expect(res.body.customers).toMatchObject({ needsAttention: 1 });
    const [row] = (await api.call(MANAGER, 'GET', `/accounting-sync?localId=${walkIn.body.id}`)).body.items;
    expect(row.syncState).toBe('needs-attention');
    expect(row.lastError).toContain('6240');
  });

  it('pulls what changed there since the last pull (CDC): the new SyncToken keeps our next update valid', async () => {
    const cafe = loopback.entities(harborRealm, 'Customer').find((c) => c.DisplayName === 'Harbor Café')!;
    loopback.editThere(harborRealm, 'Customer', cafe.Id, { Notes: 'Edited by the bookkeeper' });
    const pulled = await api.call(MANAGER, 'POST', '/quickbooks/pull', {});
    expect(pulled.status).toBe(200);
    expect(pulled.body.changed).toBeGreaterThanOrEqual(1);
    const clients = await api.call(MANAGER, 'GET', '/caliber/client?q=HC-1001');
    await api.call(MANAGER, 'PATCH', `/caliber/client/${clients.body.items[0].id}`, { fax: '+1 207 555 0111' });
    const pushed = await api.call(MANAGER, 'POST', '/quickbooks/push', {});
    expect(pushed.body.customers).toMatchObject({ synced: 1, needsAttention: 0 });
    expect(loopback.entities(harborRealm, 'Customer').find((c) => c.Id === cafe.Id)!.SyncToken).toBe('2');
  });

  it("connecting a second organization's company leaves the first connected", async () => {
    const summit = await connect(SUMMIT);
    expect(summit.status).toBe(200);
    expect(summit.realmId).not.toBe(harborRealm);
    const harbor = await api.call(MANAGER, 'GET', '/quickbooks/status');
    expect(harbor.body).toMatchObject({ connected: true, realmId: harborRealm });
    const summitStatus = await api.call(SUMMIT, 'GET', '/quickbooks/status');
    expect(summitStatus.body).toMatchObject({ connected: true, realmId: summit.realmId });
    // Each pushes to its own company.
    await api.call(MANAGER, 'POST', '/caliber/client', { clientCode: 'AF-1', name: 'After Summit Connected' });
    expect((await api.call(MANAGER, 'POST', '/quickbooks/push', {})).body.customers.synced).toBe(1);
    expect((await api.call(SUMMIT, 'POST', '/quickbooks/push', {})).body.customers.synced).toBe(1);
    expect(loopback.entities(summit.realmId, 'Customer').map((c) => c.DisplayName)).toEqual(['Summit Outfitters']);
    expect(loopback.entities(harborRealm, 'Customer').some((c) => c.DisplayName === 'After Summit Connected')).toBe(true);
  });

  it('refreshes an expired access token and stores the new one sealed', async () => {
    loopback.expireAccessTokens();
    const [before] = await sql<{ access: string }>(
      `select access_token as access from billing.quickbooks_connections where parent_org_id = $1`,
      [SEED_ORGS.harbor],
    );
    await api.call(MANAGER, 'PATCH', `/caliber/client/${(await api.call(MANAGER, 'GET', '/caliber/client?q=BM-1002')).body.items[0].id}`, {
      zip: '04102',
    });
    const pushed = await api.call(MANAGER, 'POST', '/quickbooks/push', {});
    expect(pushed.body.customers).toMatchObject({ synced: 1 });
    const [after] = await sql<{ access: string }>(
      `select access_token as access from billing.quickbooks_connections where parent_org_id = $1`,
      [SEED_ORGS.harbor],
    );
    expect(after!.access).not.toBe(before!.access);
    expect(after!.access.startsWith('sealed:v1:')).toBe(true);
  });

  it('the scheduler pushes what changed here and pulls what changed there, for every connected organization', async () => {
    const created = await api.call(MANAGER, 'POST', '/caliber/client', { clientCode: 'SCH-1', name: 'Scheduled Sails' });
    const bay = loopback.entities(harborRealm, 'Customer').find((c) => c.DisplayName === 'Bay Marine Supply')!;
    loopback.editThere(harborRealm, 'Customer', bay.Id, { Active: false });
    const database = await openDatabase({ url: api.databases.billing!, schema: 'billing', migrationsFolder: MIGRATIONS, poolSize: 2 });
    try {
      const job = quickbooksSyncJob(createLogger('quickbooks-sync-test'));
      await database.db.transaction((tx) =>
        job.run({ tx: tx as never, payload: {}, runAt: new Date(), since: undefined, now: new Date() }),
      );
    } finally {
      await database.close();
    }
    expect(loopback.entities(harborRealm, 'Customer').some((c) => c.DisplayName === 'Scheduled Sails')).toBe(true);
    const [pushed] = (await api.call(MANAGER, 'GET', `/accounting-sync?localId=${created.body.id}`)).body.items;
    expect(pushed.syncState).toBe('synced');
    const [gone] = (await api.call(MANAGER, 'GET', '/accounting-sync?recordType=customer&limit=100')).body.items.filter(
      (s: { remoteId: string }) => s.remoteId === bay.Id,
    );
    expect(gone).toMatchObject({ syncState: 'needs-attention' });
    expect(gone.lastError).toContain('inactive');
  });

  it('other organizations cannot see or drive a connection', async () => {
    const probe = await api.call(SUMMIT, 'GET', `/quickbooks/status?parentOrgId=${SEED_ORGS.harbor}`);
    expect(probe.status).toBe(404);
    const resident = await api.call('resident@portico.test', 'POST', '/quickbooks/push', {});
    expect(resident.status).toBe(403);
    const syncs = await api.call(SUMMIT, 'GET', '/accounting-sync');
    expect(syncs.body.items.every((s: { parentOrgId: string }) => s.parentOrgId === SEED_ORGS.summit)).toBe(true);
  });
});

describe('clients, contacts and transactions', () => {
  it('a transaction takes its contact’s client; a contact of another org is not found', async () => {
    const contacts = await api.call(MANAGER, 'GET', '/caliber/contact?limit=1');
    const contact = contacts.body.items[0];
    const created = await api.call(MANAGER, 'POST', '/caliber/contact-transaction', {
      contactId: contact.id,
      transactionDate: '2026-11-20',
      kind: 'payment',
      amount: 5000,
      reference: 'CHK-9',
      transactionStatus: 'posted',
    });
    expect(created.status).toBe(201);
    expect(created.body.clientId).toBe(contact.clientId);
    const foreign = await api.call(SUMMIT, 'POST', '/caliber/contact-transaction', {
      contactId: contact.id,
      transactionDate: '2026-11-20',
      kind: 'payment',
      amount: 5000,
      transactionStatus: 'posted',
    });
    expect(foreign.status).toBe(422);
    expect(JSON.stringify(foreign.body)).toContain('not found on the selected Parent Org');
  });

  it('imports clients from CSV through the platform importer (/caliber/client/import)', async () => {
    const template = await fetch(`${api.url}/api/v1/caliber/client/imports/template`, {
      headers: { authorization: `Bearer ${await api.token(MANAGER)}` },
    });
    expect(await template.text()).toMatch(/^clientCode,legalName,name,/);
    const job = await api.call(MANAGER, 'POST', '/caliber/client/imports', { fileName: 'clients.csv' });
    expect(job.status).toBe(201);
    const staged = await api.call(MANAGER, 'POST', `/caliber/client/imports/${job.body.id}/rows`, {
      rows: [
        { row: 1, values: { clientCode: 'IMP-1', name: 'Imported One', city: 'Bangor', country: 'United States' } },
        { row: 2, values: { clientCode: 'HC-1001', name: 'Duplicate code' } },
      ],
    });
    expect(staged.body).toMatchObject({ totalRows: 2, errorRows: 1 });
    const fixed = await api.call(MANAGER, 'POST', `/caliber/client/imports/${job.body.id}/rows`, {
      rows: [{ row: 2, values: { clientCode: 'IMP-2', name: 'Imported Two' } }],
    });
    expect(fixed.body).toMatchObject({ errorRows: 0 });
    expect((await api.call(MANAGER, 'POST', `/caliber/client/imports/${job.body.id}/commit`)).status).toBe(202);
    const deadline = Date.now() + 20_000;
    let status = '';
    while (Date.now() < deadline && status !== 'committed') {
      status = (await api.call(MANAGER, 'GET', `/caliber/client/imports/${job.body.id}`)).body.status as string;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe('committed');
    const imported = await api.call(MANAGER, 'GET', '/caliber/client?q=IMP-');
    expect(imported.body.items.map((c: { name: string }) => c.name).sort()).toEqual(['Imported One', 'Imported Two']);
    expect(imported.body.items.every((c: { lastModified: string | null }) => Boolean(c.lastModified))).toBe(true);
  });
});
