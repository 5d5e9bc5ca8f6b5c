import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { SEED_ORGS, SEED_PROPERTIES, SEED_UNITS } from '@portico/contracts';
import { openDatabase, systemPrincipal, type Database, type Db } from '@portico/platform';
import { createTestDatabase } from '@portico/platform/testing';
import { createInvoice } from '../invoices/create-invoice';
import { postEntries } from '../ledger/post-entries';
import { accountingReport, insightReport } from './reports.controller';
import { paymentDaily } from '../payments/payment-daily.controller';

/** The reports read the ledger and the payments as stored, under the caller's scope. */
const migrationsFolder = join(__dirname, '..', '..', 'migrations');
let testDb: { url: string; drop(): Promise<void> };
let database: Database;
const harbor = systemPrincipal('scheduler', SEED_ORGS.harbor);
const summit = systemPrincipal('scheduler', SEED_ORGS.summit);

const charge = (tx: Db, amount: number, dueDate: string, propertyId: string = SEED_PROPERTIES.harborView) =>
  createInvoice(tx, harbor, {
    type: 'receivable',
    parentOrgId: SEED_ORGS.harbor,
    propertyId,
    unitId: propertyId === SEED_PROPERTIES.harborView ? SEED_UNITS.harborView101 : null,
    billToUserId: propertyId === SEED_PROPERTIES.harborView ? null : 'a0000000-0000-4000-8000-000000000004',
    invoiceDate: dueDate,
    dueDate,
    lines: [{ description: 'Rent', amount }],
    sourceKey: `report-test:${randomUUID()}`,
    status: 'open',
  });

beforeAll(async () => {
  testDb = await createTestDatabase('portico_brep');
  database = await openDatabase({ url: testDb.url, schema: 'billing', migrationsFolder, poolSize: 4 });
  await database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await charge(tx, 10000, '2026-11-20'); // 6 days past due on 2026-11-26: 0-30
    await charge(tx, 20000, '2026-10-10'); // 47 days: 31-60
    const paid = await charge(tx, 30000, '2026-09-15'); // 72 days: 61-90, half paid below
    await charge(tx, 40000, '2026-06-01'); // 178 days: 90+
    await charge(tx, 5000, '2026-11-01', SEED_PROPERTIES.harborLofts);
    await postEntries(tx, {
      parentOrgId: SEED_ORGS.harbor,
      propertyId: SEED_PROPERTIES.harborView,
      source: 'payment',
      memo: 'Partial payment',
      actorId: 'test',
      billingId: String(paid.billing.id),
      entryDate: '2026-10-01',
      lines: [
        { account: '1000', debit: 15000 },
        { account: '1200', credit: 15000 },
      ],
    });
    await postEntries(tx, {
      parentOrgId: SEED_ORGS.harbor,
      propertyId: SEED_PROPERTIES.harborLofts,
      source: 'bill',
      memo: 'Plumber',
      actorId: 'test',
      entryDate: '2026-11-03',
      lines: [
        { account: '5000', debit: 2500 },
        { account: '2000', credit: 2500 },
      ],
    });
    const billingId = String(paid.billing.id);
    for (const [i, p] of [
      { method: 'card', state: 'succeeded', amount: 15000, fee: 450, brand: 'visa', last4: '4242', paidAt: '2026-10-01T10:00:00Z' },
      { method: 'card', state: 'failed', amount: 15000, fee: 0, brand: 'mastercard', last4: '4444', paidAt: null },
      { method: 'check', state: 'succeeded', amount: 1000, fee: 0, brand: null, last4: null, paidAt: '2026-11-02T10:00:00Z' },
      {
        method: 'card',
        state: 'succeeded',
        amount: 2000,
        fee: 0,
        brand: 'visa',
        last4: '4242',
        paidAt: '2026-11-03T10:00:00Z',
        kind: 'refund',
      },
    ].entries())
      await tx.execute(
        `insert into billing.payments (parent_org_id, property_id, billing_id, kind, state, method, amount, fee, total, reference, card_brand, card_last4, paid_at, created_by, updated_by)
         values ('${SEED_ORGS.harbor}', '${SEED_PROPERTIES.harborView}', '${billingId}', '${'kind' in p ? p.kind : 'payment'}', '${p.state}', '${p.method}', ${p.amount}, ${p.fee}, ${p.amount + p.fee},
           '${i === 2 ? '=HYPERLINK("x")' : `PAY-${i}`}', ${p.brand ? `'${p.brand}'` : 'null'}, ${p.last4 ? `'${p.last4}'` : 'null'}, ${p.paidAt ? `'${p.paidAt}'` : 'null'}, 'test', 'test')` as never,
      );
  });
});

afterAll(async () => {
  await database?.close();
  await testDb?.drop();
});

describe('accounting report', () => {
  it('balances by account, aging by days past due and income by property and month, from the ledger', async () => {
    const report = await accountingReport(database.db, harbor, { asOf: '2026-11-26' });
    const balance = (account: string) => report.balances.find((b) => b.account === account)?.balance;
    expect(balance('1200')).toBe(10000 + 20000 + 30000 + 40000 + 5000 - 15000);
    expect(balance('1000')).toBe(15000);
    expect(balance('4000')).toBe(-(10000 + 20000 + 30000 + 40000 + 5000));
    expect(report.balances.reduce((sum, b) => sum + b.balance, 0)).toBe(0);
    expect(report.aging).toEqual([
      { bucket: '0-30', amount: 15000, invoices: 2 },
      { bucket: '31-60', amount: 20000, invoices: 1 },
      { bucket: '61-90', amount: 15000, invoices: 1 },
      { bucket: '90+', amount: 40000, invoices: 1 },
    ]);
    const lofts = report.incomeExpenses.find((r) => r.propertyId === SEED_PROPERTIES.harborLofts && r.period === '2026-11');
    expect(lofts).toMatchObject({ income: 5000, expenses: 2500, net: 2500 });
    const view = report.incomeExpenses.filter((r) => r.propertyId === SEED_PROPERTIES.harborView).map((r) => r.period);
    expect(view).toEqual(['2026-11', '2026-10', '2026-09', '2026-06']);
  });

  it('narrows to a property and a period, and shows another org nothing', async () => {
    const lofts = await accountingReport(database.db, harbor, {
      propertyId: SEED_PROPERTIES.harborLofts,
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(lofts.incomeExpenses).toHaveLength(1);
    const other = await accountingReport(database.db, summit, {});
    expect(other.balances).toEqual([]);
    expect(other.aging.every((a) => a.amount === 0)).toBe(true);
  });

  it('refuses a reversed range', async () => {
    await expect(accountingReport(database.db, harbor, { from: '2026-11-30', to: '2026-11-01' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });
});

describe('aXP transactions', () => {
  it('filter payments, total them, and export CSV without formulas', async () => {
    const all = await insightReport(database.db, harbor, {});
    // The refund counts against what was received.
    expect(all.totals).toEqual({ count: 4, amount: 29000, fee: 450, total: 29450 });
    const cards = await insightReport(database.db, harbor, { method: 'card', state: 'succeeded', kind: 'payment' });
    expect(cards.items).toHaveLength(1);
    expect(cards.items[0]).toMatchObject({ cardBrand: 'visa', cardLast4: '4242', amount: 15000, fee: 450 });
    expect(cards.items[0]!.invoiceNumber).toBeTruthy();
    expect((await insightReport(database.db, harbor, { q: '4444' })).items).toHaveLength(1);
    expect((await insightReport(database.db, harbor, { kind: 'refund' })).totals.amount).toBe(-2000);
    // The failed attempt has no payment date: it counts on the day it was made (today).
    expect((await insightReport(database.db, harbor, { from: '2026-10-01', to: '2026-10-31' })).totals.count).toBe(1);
    expect((await insightReport(database.db, summit, {})).totals.count).toBe(0);
    const csv = (await insightReport(database.db, harbor, { format: 'csv' })).csv!;
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Paid On,Invoice No,Kind,Status,Method,Card,Last 4,Reference,Amount,Transaction Fee,Total');
    expect(lines).toHaveLength(5);
    expect(csv).toContain('150.00,4.50,154.50');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('payments per day (the dashboard chart of the month)', () => {
  it('counts succeeded payments by the day they were paid, not failures or refunds, in the caller’s scope', async () => {
    const month = await paymentDaily(database.db, harbor, { from: '2026-11-01', to: '2026-11-30' });
    expect(month.days).toHaveLength(30);
    const paid = Object.fromEntries(month.days.filter((d) => Number(d.payments) > 0).map((d) => [d.date, d.payments]));
    // The check of Nov 2 counts; the refund of Nov 3 is money returned, not received.
    expect(paid).toEqual({ '2026-11-02': 1 });
    const october = await paymentDaily(database.db, harbor, { from: '2026-10-01', to: '2026-10-01' });
    expect(october.days).toEqual([{ date: '2026-10-01', payments: 1 }]);
    const other = await paymentDaily(database.db, summit, { from: '2026-10-01', to: '2026-10-31' });
    expect(other.days.every((d) => d.payments === 0)).toBe(true);
    await expect(paymentDaily(database.db, harbor, { from: '2026-11-30', to: '2026-11-01' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });
});
