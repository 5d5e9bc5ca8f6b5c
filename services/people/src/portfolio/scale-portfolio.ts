import { eq, sql } from 'drizzle-orm';
import { SEED_ORGS, property, unit } from '@portico/contracts';
import { seedRecords, type Db } from '@portico/platform';
import { properties, units } from '../schema';

/** The large demo property: `PORTICO_SCALE_UNITS=100000 npm start` fills it. */
export const SCALE_PROPERTY_ID = '1c9a6d2f-0000-4000-8000-000000000100';
const CHUNK = 2000; // rows per insert: well under PostgreSQL's bind-parameter limit

const unitId = (n: number) => `2dab7e31-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * Generates a property with `count` units for scale demos and benchmarks, in chunks through
 * the normal seeding path (each unit gets its `created` event). Safe to run again: it
 * continues where a previous run stopped.
 */
export async function generateScalePortfolio(db: Db, count: number, onProgress: (done: number) => void = () => undefined): Promise<number> {
  await seedRecords(db, property, properties, [
    {
      id: SCALE_PROPERTY_ID,
      parentOrgId: SEED_ORGS.harbor,
      name: 'Lakeside Towers',
      propertyCode: 'LT-100K',
      propertyType: 'apartment',
      primaryAddress: '1 Lakeside Blvd, Seattle, WA 98109',
      buildings: 40,
      radius: 2,
      radiusUnit: 'miles',
    },
  ]);
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(units)
    .where(eq(units.propertyId!, SCALE_PROPERTY_ID));
  let done = existing?.n ?? 0;
  for (let start = done + 1; start <= count; start += CHUNK) {
    const rows = [];
    for (let n = start; n < Math.min(start + CHUNK, count + 1); n += 1) {
      const tower = Math.ceil(n / 2500);
      const floor = Math.ceil((((n - 1) % 2500) + 1) / 50);
      const bedrooms = (n % 3) + 1;
      rows.push({
        id: unitId(n),
        parentOrgId: SEED_ORGS.harbor,
        propertyId: SCALE_PROPERTY_ID,
        // Zero-padded so that text order is building order: T01-0114 before T01-1139.
        unitNumber: `T${String(tower).padStart(2, '0')}-${String(floor).padStart(2, '0')}${String(((n - 1) % 50) + 1).padStart(2, '0')}`,
        building: `Tower ${tower}`,
        floor,
        bedrooms,
        squareFeet: 480 + bedrooms * 300 + (n % 7) * 15,
        keyFob: `LT-${100000 + n}`,
      });
    }
    done += await seedRecords(db, unit, units, rows);
    onProgress(done);
    // Embedded PGlite runs on this thread: let requests and NATS heartbeats through between chunks.
    await new Promise((resolve) => setImmediate(resolve));
  }
  // Fresh statistics after a bulk load, or the planner may sort the table instead of walking an
  // index; VACUUM also flushes the trigram indexes' pending lists, which a search would otherwise
  // read row by row (autovacuum does the same for ordinary writes, ADR 0023).
  await db.execute(sql`vacuum analyze people.units`);
  return done;
}
