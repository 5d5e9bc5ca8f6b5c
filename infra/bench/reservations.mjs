// Reservations bench (ADR 0029): a month of one amenity's availability — every slot with its
// maximum and remaining spots — over 1,000 reservations, computed as the availability route
// does (holding reservations read by the amenity/time index, then swept per slot). Prints JSON.
// Standalone: `node infra/bench/reservations.mjs` (needs DATABASE_URL, an admin connection).
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { SEED_ORGS, SEED_PROPERTIES, WEEKLY_HOURS_FIELDS } from '@portico/contracts';
import { openDatabase } from '@portico/platform';
import { createTestDatabase } from '@portico/platform/testing';
import { amenities, reservations } from '../../services/community/dist/reservations/reservations.schema.js';
import { heldAt } from '../../services/community/dist/reservations/reservation.hooks.js';
import { capacityOf, slotsOfDay } from '../../services/community/dist/reservations/booking-rules.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RESERVATIONS = Number(process.env.BENCH_RESERVATIONS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const DAY = 86_400_000;

/** Measures a month's availability of one amenity holding RESERVATIONS reservations. */
export async function measureReservations(databaseUrl) {
  const database = await openDatabase({
    url: databaseUrl,
    schema: 'community',
    migrationsFolder: join(root, 'services/community/migrations'),
  });
  try {
    const tenant = { parentOrgId: SEED_ORGS.harbor, propertyId: SEED_PROPERTIES.harborView };
    const amenityId = randomUUID();
    const amenity = {
      id: amenityId,
      ...tenant,
      name: 'Bench Pool',
      ...Object.fromEntries(WEEKLY_HOURS_FIELDS.map((f) => [f, '06:00-22:00'])),
      slotMinutes: 60,
      maxPeople: 20,
      bufferMinutes: 15,
    };
    await database.db.insert(amenities).values(amenity);
    const month = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1));
    const rows = Array.from({ length: RESERVATIONS }, (_, i) => {
      const start = month.getTime() + (i % 30) * DAY + (6 + (i % 15)) * 3_600_000;
      return {
        ...tenant,
        amenityId,
        unitId: randomUUID(),
        state: i % 7 === 0 ? 'cancelled' : i % 3 === 0 ? 'pending' : 'approved',
        startAt: new Date(start).toISOString(),
        endAt: new Date(start + 3_600_000).toISOString(),
        expectedPeople: 1 + (i % 4),
      };
    });
    for (let i = 0; i < rows.length; i += 500) await database.db.insert(reservations).values(rows.slice(i, i + 500));

    const monthAvailability = async () => {
      const to = new Date(month.getTime() + 31 * DAY);
      const held = await heldAt(database.db, amenityId, new Date(month.getTime() - 15 * 60_000), new Date(to.getTime() + 15 * 60_000));
      const slots = [];
      for (let day = month.getTime(); day < to.getTime(); day += DAY)
        for (const slot of slotsOfDay({ ...amenity, timeZone: 'UTC' }, new Date(day).toISOString().slice(0, 10)))
          slots.push({ ...slot, ...capacityOf(amenity, held, slot, 15) });
      return { held: held.length, slots };
    };
    const sample = await monthAvailability();
    const latencies = [];
    const end = Date.now() + SECONDS * 1000;
    while (Date.now() < end) {
      const t = process.hrtime.bigint();
      await monthAvailability();
      latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    latencies.sort((a, b) => a - b);
    const at = (q) => Number(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(3));
    return {
      description: `one amenity's availability for a month (31 days × 16 one-hour slots) over ${RESERVATIONS} reservations, sequentially`,
      reservations: RESERVATIONS,
      holding: sample.held,
      slots: sample.slots.length,
      fullSlots: sample.slots.filter((s) => s.remaining === 0).length,
      runs: latencies.length,
      p50ms: at(0.5),
      p99ms: at(0.99),
    };
  } finally {
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const db = await createTestDatabase('portico_bench_res');
  try {
    console.log(JSON.stringify({ benchmark: 'reservation availability', results: await measureReservations(db.url) }, null, 2));
  } finally {
    await db.drop();
  }
}
