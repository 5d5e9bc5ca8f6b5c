import { sql } from 'drizzle-orm';
import { SEED_ACCOUNTS, SEED_ORGS, SEED_PROPERTIES, order } from '@portico/contracts';
import { seedRecords, type Db } from '@portico/platform';
import { orders } from './schema';
import { CATEGORY } from './seed';

const CHUNK = 2000; // rows per insert: well under PostgreSQL's bind-parameter limit
const STATES = ['open', 'assigned', 'in-progress', 'on-hold', 'completed', 'closed'] as const;
const URGENCIES = ['low', 'medium', 'high', 'emergency'] as const;
const orderId = (n: number) => `9a0d4445-0000-4000-8000-${String(n).padStart(12, '0')}`;
const MANAGER = SEED_ACCOUNTS.find((a) => a.email === 'manager@portico.test')!.id;

/** The property whose orders fill a calendar: one in ten generated orders, due through `CALENDAR_YEAR`. */
export const CALENDAR_PROPERTY_ID = SEED_PROPERTIES.harborLofts;
export const CALENDAR_YEAR = 2026;

/**
 * Generates `count` work orders for Harbor, for benchmarks: every tenth in Harbor Lofts with due
 * dates spread over `CALENDAR_YEAR` (a month holds about count / 120 of them), the rest in Harbor
 * View. Through the normal seeding path in chunks (each gets its `created` event); safe to run
 * again: it continues where a previous run stopped.
 */
export async function generateScaleOrders(db: Db, count: number, onProgress: (done: number) => void = () => undefined): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from maintenance.orders where id::text like '9a0d4445-%'`)) as unknown as {
    rows: { n: number }[];
  };
  let done = result.rows[0]?.n ?? 0;
  const start = Date.UTC(CALENDAR_YEAR, 0, 1);
  for (let first = done + 1; first <= count; first += CHUNK) {
    const rows = [];
    for (let n = first; n < Math.min(first + CHUNK, count + 1); n += 1) {
      const calendar = n % 10 === 0;
      rows.push({
        id: orderId(n),
        parentOrgId: SEED_ORGS.harbor,
        propertyId: calendar ? CALENDAR_PROPERTY_ID : SEED_PROPERTIES.harborView,
        title: `Scale order ${n}`,
        state: STATES[n % STATES.length],
        categoryId: CATEGORY.plumbing,
        urgency: URGENCIES[n % URGENCIES.length],
        dueDate: new Date(start + ((n * 7919) % 365) * 86_400_000).toISOString().slice(0, 10),
        requesterId: MANAGER,
        reopenCount: 0,
        // Distinct creation times, one minute apart, newest last: the default sort is by them.
        createdAt: new Date(start + n * 60_000).toISOString(),
      });
    }
    done += await seedRecords(db, order, orders, rows);
    onProgress(done);
    await new Promise((resolve) => setImmediate(resolve));
  }
  // Fresh statistics after a bulk load, or the planner may sort instead of walking an index.
  await db.execute(sql`vacuum analyze maintenance.orders`);
  return done;
}
