// Billing bench (ADR 0035): monthly recurring charges for 10,000 units (invoice + ledger posting
// each, exactly once per period), and the accounting report over one million ledger entries.
// `node infra/bench/billing.mjs` (after `npm run build:server`) prints JSON; `domains/billing.mjs` calls it for run.mjs.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEED_ORGS, SEED_PROPERTIES } from '@portico/contracts';
import { openDatabase, systemPrincipal } from '@portico/platform';
import { createTestDatabase, startPrivatePostgres } from '@portico/platform/testing';
import { generateRecurringCharges } from '../../services/billing/dist/charges/recurring-charges.js';
import { accountingReport } from '../../services/billing/dist/reports/reports.controller.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const UNITS = Number(process.env.BENCH_BILLING_UNITS ?? 10_000);
const ENTRIES = Number(process.env.BENCH_LEDGER_ENTRIES ?? 1_000_000);
const REPORT_RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 5);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Runs the billing bench against a fresh database of the server at `adminUrl`'s cluster. */
export async function benchBilling() {
  const testDb = await createTestDatabase('portico_bench_billing');
  const database = await openDatabase({ url: testDb.url, schema: 'billing', migrationsFolder: join(root, 'services/billing/migrations'), poolSize: 4 });
  const { db } = database;
  const harbor = SEED_ORGS.harbor;
  const propertyId = SEED_PROPERTIES.harborView;
  try {
    // 10,000 units' rent, last billed for January: one period (February) is due.
    await db.execute(`
      insert into billing.recurring_charges (parent_org_id, property_id, unit_id, description, amount, day_of_month, start_date, last_period, created_by, updated_by)
      select '${harbor}', '${propertyId}', gen_random_uuid(), 'Rent', 100000 + (n % 50) * 1000, 1 + (n % 28), '2026-01-01', '2026-01', 'bench', 'bench'
      from generate_series(1, ${UNITS}) as n`);
    const now = new Date('2026-02-28T12:00:00Z');
    const started = performance.now();
    let invoices = 0;
    for (;;) {
      const run = await db.transaction((tx) => generateRecurringCharges(tx, now));
      invoices += run.invoices;
      if (run.charges === 0) break;
    }
    const chargeSeconds = (performance.now() - started) / 1000;
    const again = performance.now();
    const repeat = await db.transaction((tx) => generateRecurringCharges(tx, now));
    const repeatMs = performance.now() - again;
    const [{ count: ledgerRows }] = (await db.execute(`select count(*)::int as count from billing.financial_entries`)).rows;

    // One million entries: balanced charge/payment pairs over 12 months and 10 properties.
    const insertStarted = performance.now();
    const groups = Math.floor(ENTRIES / 2);
    await db.execute(`
      insert into billing.financial_entries (parent_org_id, property_id, entry_group_id, entry_date, account, debit, credit, source, memo, created_by, updated_by)
      select '${harbor}', ('1c9a6d2f-0000-4000-8000-' || lpad(((g % 10) + 100)::text, 12, '0'))::uuid, 'bench-' || g,
        date '2025-03-01' + (g % 365), side.account, side.debit, side.credit, 'manual', 'bench', 'bench', 'bench'
      from generate_series(1, ${groups}) as g
      cross join lateral (values
        (case when g % 3 = 0 then '1000' else '1200' end, 1000 + (g % 97) * 10, 0),
        (case when g % 5 = 0 then '2000' else '4000' end, 0, 1000 + (g % 97) * 10)
      ) as side(account, debit, credit)`);
    await db.execute('analyze billing.financial_entries');
    const insertSeconds = (performance.now() - insertStarted) / 1000;
    const principal = systemPrincipal('scheduler', harbor);
    const timings = [];
    let report;
    for (let i = 0; i < REPORT_RUNS; i++) {
      const t0 = performance.now();
      report = await accountingReport(db, principal, { asOf: '2026-03-01' }, new Date('2026-03-01T00:00:00Z'));
      timings.push(performance.now() - t0);
    }
    return {
      recurringCharges: {
        description: `monthly charges of ${UNITS} units: one invoice each, finalized and posted to the ledger, exactly once per period`,
        units: UNITS,
        invoices,
        seconds: Number(chargeSeconds.toFixed(2)),
        invoicesPerSecond: Number((invoices / chargeSeconds).toFixed(1)),
        ledgerRows,
        repeatRun: { description: 'the same period again: nothing due, nothing created', invoices: repeat.invoices, ms: Number(repeatMs.toFixed(1)) },
      },
      accountingReport: {
        description: 'balances by account, receivables aging and income/expenses by property and month, read from the ledger',
        ledgerEntries: ENTRIES + ledgerRows,
        bulkInsertSeconds: Number(insertSeconds.toFixed(2)),
        runs: REPORT_RUNS,
        medianMs: Number(median(timings).toFixed(1)),
        maxMs: Number(Math.max(...timings).toFixed(1)),
        accounts: report.balances.length,
        propertyMonths: report.incomeExpenses.length,
      },
    };
  } finally {
    await database.close();
    await testDb.drop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  let stop;
  if (!process.env.DATABASE_URL) {
    const pg = await startPrivatePostgres();
    process.env.DATABASE_URL = pg.url;
    stop = () => pg.stop();
  }
  try {
    console.log(JSON.stringify({ benchmark: 'billing', results: await benchBilling() }, null, 2));
  } finally {
    await stop?.();
  }
}
