import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { PorticoError, SEED_ORGS, SEED_PROPERTIES, SEED_UNITS } from '@portico/contracts';
import { openDatabase, systemPrincipal, type Database } from '@portico/platform';
import { createTestDatabase } from '@portico/platform/testing';
import { invoices, financialEntries } from '../schema';
import { createInvoice } from './create-invoice';
import { postEntries } from '../ledger/post-entries';

/** createInvoice and postEntries on PostgreSQL: idempotent by source, balanced or refused. */
const migrationsFolder = join(__dirname, '..', '..', 'migrations');
let testDb: { url: string; drop(): Promise<void> };
let database: Database;

beforeAll(async () => {
  testDb = await createTestDatabase('portico_binv');
  database = await openDatabase({ url: testDb.url, schema: 'billing', migrationsFolder, poolSize: 6 });
});

afterAll(async () => {
  await database?.close();
  await testDb?.drop();
});

const harbor = systemPrincipal('event-consumer', SEED_ORGS.harbor);
const fine = (sourceKey: string, status: 'draft' | 'open' = 'open') => ({
  type: 'receivable' as const,
  parentOrgId: SEED_ORGS.harbor,
  propertyId: SEED_PROPERTIES.harborView,
  unitId: SEED_UNITS.harborView101,
  dueDate: '2026-12-31',
  lines: [
    { description: 'Covenant fine: noise', account: '4000', amount: 5000 },
    { description: 'Late fee', account: '4100', amount: 1250 },
  ],
  sourceKey,
  status,
});

async function ledgerTotals(): Promise<{ debits: number; credits: number }> {
  const [row] = await database.db
    .select({
      debits: sql<string>`coalesce(sum(${financialEntries.debit!}), 0)`,
      credits: sql<string>`coalesce(sum(${financialEntries.credit!}), 0)`,
    })
    .from(financialEntries);
  return { debits: Number(row!.debits), credits: Number(row!.credits) };
}

describe('createInvoice', () => {
  it('the same source creates one invoice, however often and concurrently it is delivered', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => database.db.transaction((tx) => createInvoice(tx as never, harbor, fine('covenant-fine:1')))),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.billing.id)).size).toBe(1);
    const rows = await database.db.select().from(invoices).where(eq(invoices.sourceKey!, 'covenant-fine:1'));
    expect(rows).toHaveLength(1);
    const invoice = rows[0] as Record<string, unknown>;
    expect(invoice).toMatchObject({ state: 'open', amount: 6250, fee: 0, total: 6250, paid: 0, balance: 6250 });
    expect(String(invoice.number)).toMatch(/^INV-\d{5}$/);
    const entries = await database.db
      .select()
      .from(financialEntries)
      .where(eq(financialEntries.billingId!, invoice.id as string));
    expect(entries.map((e) => [e.account, e.debit, e.credit]).sort()).toEqual([
      ['1200', 6250, 0],
      ['4000', 0, 5000],
      ['4100', 0, 1250],
    ]);
  });

  it('numbers are distinct per org under concurrent finalization; drafts get none', async () => {
    const made = await Promise.all(
      Array.from({ length: 6 }, (_, i) => database.db.transaction((tx) => createInvoice(tx as never, harbor, fine(`n:${i}`)))),
    );
    const numbers = made.map((m) => m.billing.number);
    expect(new Set(numbers).size).toBe(6);
    const draft = await database.db.transaction((tx) => createInvoice(tx as never, harbor, fine('draft:1', 'draft')));
    expect(draft.billing).toMatchObject({ state: 'draft', number: null });
  });

  it('refuses another org, no lines and non-integer cents, writing nothing', async () => {
    const summit = systemPrincipal('event-consumer', SEED_ORGS.summit);
    await expect(database.db.transaction((tx) => createInvoice(tx as never, summit, fine('x:1')))).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(database.db.transaction((tx) => createInvoice(tx as never, harbor, { ...fine('x:2'), lines: [] }))).rejects.toBeInstanceOf(
      PorticoError,
    );
    await expect(
      database.db.transaction((tx) =>
        createInvoice(tx as never, harbor, { ...fine('x:3'), lines: [{ description: 'Half cent', account: '4000', amount: 10.5 }] }),
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const rows = await database.db
      .select()
      .from(invoices)
      .where(sql`${invoices.sourceKey!} like 'x:%'`);
    expect(rows).toHaveLength(0);
  });
});

describe('postEntries', () => {
  it('refuses an unbalanced group and writes none of it', async () => {
    const before = await ledgerTotals();
    await expect(
      database.db.transaction((tx) =>
        postEntries(tx as never, {
          parentOrgId: SEED_ORGS.harbor,
          propertyId: SEED_PROPERTIES.harborView,
          source: 'manual',
          memo: 'Off by a cent',
          actorId: 'test',
          lines: [
            { account: '1000', debit: 1001 },
            { account: '4000', credit: 1000 },
          ],
        }),
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(
      database.db.transaction((tx) =>
        postEntries(tx as never, {
          parentOrgId: SEED_ORGS.harbor,
          propertyId: SEED_PROPERTIES.harborView,
          source: 'manual',
          memo: 'Both sides',
          actorId: 'test',
          lines: [
            { account: '1000', debit: 5, credit: 5 },
            { account: '4000', credit: 0, debit: 0 },
          ],
        }),
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await ledgerTotals()).toEqual(before);
    expect(before.debits).toBe(before.credits);
  });
});
