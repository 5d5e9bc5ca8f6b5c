import { join } from 'node:path';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { SEED_ORGS, SEED_PROPERTIES, SEED_UNITS, invoice as invoiceDef } from '@portico/contracts';
import { applyRecordChange, openDatabase, systemPrincipal, type Database, type Db } from '@portico/platform';
import { createTestDatabase } from '@portico/platform/testing';
import { invoices, payments } from '../schema';
import { createInvoice } from '../invoices/create-invoice';
import { lockInvoice } from '../invoices/totals';
import { applyPayment } from '../payments/apply-payment';
import { applyRefund, refundableOf } from '../payments/apply-refund';
import { chargeEntryLines, linesOf } from '../invoices/finalize';
import { postEntries } from './post-entries';
import { eq } from 'drizzle-orm';

/**
 * The ledger's invariants under any sequence of charges, payments (cash and card with a fee),
 * refunds and voids (fast-check): debits equal credits, every invoice's balance is its lines
 * less credits less net payments, and its receivable in the ledger equals that balance.
 */
const migrationsFolder = join(__dirname, '..', '..', 'migrations');
let testDb: { url: string; drop(): Promise<void> };
let database: Database;
const actor = systemPrincipal('scheduler', SEED_ORGS.harbor);

beforeAll(async () => {
  testDb = await createTestDatabase('portico_bprop');
  database = await openDatabase({ url: testDb.url, schema: 'billing', migrationsFolder, poolSize: 4 });
});

afterAll(async () => {
  await database?.close();
  await testDb?.drop();
});

type Op =
  | { kind: 'charge'; cents: number[] }
  | { kind: 'pay'; invoice: number; share: number; card: boolean }
  | { kind: 'refund'; invoice: number; share: number }
  | { kind: 'void'; invoice: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('charge' as const),
    cents: fc.array(fc.integer({ min: 1, max: 500_000 }), { minLength: 1, maxLength: 4 }),
  }),
  fc.record({
    kind: fc.constant('pay' as const),
    invoice: fc.nat(),
    share: fc.double({ min: 0.01, max: 1, noNaN: true }),
    card: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('refund' as const), invoice: fc.nat(), share: fc.double({ min: 0.01, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('void' as const), invoice: fc.nat() }),
);

const tx = <T>(fn: (tx: Db) => Promise<T>) => database.db.transaction((t) => fn(t as unknown as Db));

async function apply(op: Op, ids: string[]): Promise<void> {
  if (op.kind === 'charge') {
    const made = await tx((t) =>
      createInvoice(t, actor, {
        type: 'receivable',
        parentOrgId: SEED_ORGS.harbor,
        propertyId: SEED_PROPERTIES.harborView,
        unitId: SEED_UNITS.harborView101,
        dueDate: '2030-01-01',
        lines: op.cents.map((amount, i) => ({ description: `Charge ${i}`, account: i % 2 ? '4100' : '4000', amount })),
        status: 'open',
      }),
    );
    ids.push(made.billing.id as string);
    return;
  }
  if (ids.length === 0) return;
  const id = ids[op.invoice % ids.length]!;
  await tx(async (t) => {
    const invoice = (await lockInvoice(t, id))!;
    const store = (changes: Record<string, unknown>) => applyRecordChange(t, invoiceDef, invoices, 'test', id, changes);
    if (op.kind === 'pay') {
      const balance = Number(invoice.balance);
      if (invoice.state === 'void' || balance <= 0) return;
      const amount = Math.max(1, Math.floor(balance * op.share));
      const fee = op.card ? Math.floor((amount * 250 + 5000) / 10000) : 0;
      await store((await applyPayment(t, 'test', invoice, { amount, fee, method: op.card ? 'card' : 'cash' })).changes);
    } else if (op.kind === 'refund') {
      const list = (await t.select().from(payments).where(eq(payments.billingId!, id))) as Record<string, unknown>[];
      const original = list.find((p) => p.kind === 'payment' && refundableOf(p) > 0);
      if (!original) return;
      const amount = Math.max(1, Math.floor(Math.min(refundableOf(original), Number(invoice.paid)) * op.share));
      if (amount > Number(invoice.paid)) return;
      await store((await applyRefund(t, 'test', invoice, { amount, reason: 'Property test', payment: original })).changes);
    } else {
      if (Number(invoice.paid) !== 0 || invoice.state === 'void' || Number(invoice.credited) !== 0) return;
      await postEntries(t, {
        parentOrgId: SEED_ORGS.harbor,
        propertyId: SEED_PROPERTIES.harborView,
        billingId: id,
        source: 'void',
        memo: 'Void',
        actorId: 'test',
        lines: chargeEntryLines('receivable', await linesOf(t, id), true),
      });
      await store({ state: 'void', balance: 0, voidedAt: new Date().toISOString() });
    }
  });
}

async function checkInvariants(ids: string[]): Promise<void> {
  const [totals] = (
    (await database.db.execute(
      sql`select coalesce(sum(debit),0)::text as d, coalesce(sum(credit),0)::text as c from billing.financial_entries`,
    )) as { rows: unknown[] }
  ).rows as {
    d: string;
    c: string;
  }[];
  expect(totals!.d).toBe(totals!.c);
  for (const id of ids) {
    const { rows } = (await database.db.execute(sql`
      select b.state, b.balance::bigint as balance, b.credited::bigint as credited,
        (select coalesce(sum(amount),0) from billing.billing_lines l where l.billing_id = b.id and l.status = 'active')::bigint as lines,
        (select coalesce(sum(case when kind = 'payment' then total else -total end),0) from billing.payments p where p.billing_id = b.id and p.state = 'succeeded')::bigint as net_paid,
        (select coalesce(sum(debit - credit),0) from billing.financial_entries f where f.billing_id = b.id and f.account = '1200')::bigint as receivable
      from billing.billings b where b.id = ${id}`)) as { rows: Record<string, unknown>[] };
    const r = rows[0] as Record<string, string>;
    const expected = r.state === 'void' ? 0 : Number(r.lines) - Number(r.credited) - Number(r.net_paid);
    expect(Number(r.balance)).toBe(expected);
    expect(Number(r.receivable)).toBe(Number(r.balance));
  }
}

it('any sequence of charges, payments, refunds and voids keeps the books balanced and every balance true', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 14 }), async (ops) => {
      const ids: string[] = [];
      for (const op of ops) await apply(op, ids);
      await checkInvariants(ids);
    }),
    { numRuns: 20, seed: 20261126 },
  );
}, 120_000);
