import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { nextOccurrence, occurrencesBetween, order, schedule, addDays, isoDay as isoDate } from '@portico/contracts';
import { writeRecordEvents, type Db, type RecurringJob } from '@portico/platform';
import { orders, schedules, scheduleOccurrences, vendors } from '../schema';
import { lapsedBefore } from '../vendors/compliance';

/** Orders are created this many days before their occurrence, so staff see them coming. */
export const LEAD_DAYS = 7;
const GENERATOR = 'scheduler';

/**
 * Creates the orders of every occurrence due by `now + LEAD_DAYS` that has none yet. A missed
 * run catches up from the schedule's last generated date; a new schedule whose start lies in the
 * past starts from today. The (schedule, date) key makes a second run — or replica — a no-op.
 */
export async function generateDueOrders(tx: Db, now: Date): Promise<number> {
  const today = isoDate(now);
  const horizon = addDays(today, LEAD_DAYS);
  const due = (await tx
    .select()
    .from(schedules)
    .where(
      and(
        eq(schedules.status!, 'active'),
        // Due soon, or never generated yet; an ended schedule has no next date but a last one.
        or(lte(schedules.nextOccurrence!, horizon), and(isNull(schedules.nextOccurrence!), isNull(schedules.lastGeneratedFor!))),
      ),
    )) as Record<string, unknown>[];
  let created = 0;
  for (const s of due) {
    const recurrence = s as unknown as Parameters<typeof occurrencesBetween>[0];
    const last = s.lastGeneratedFor as string | null;
    const from = last ? addDays(last, 1) : today > String(s.startDate) ? today : String(s.startDate);
    const dates = occurrencesBetween(recurrence, from, horizon, 400);
    const vendor = s.vendorId
      ? ((
          await tx
            .select()
            .from(vendors)
            .where(eq(vendors.id!, s.vendorId as string))
        )[0] as Record<string, unknown> | undefined)
      : undefined;
    for (const date of dates) {
      const orderId = crypto.randomUUID();
      const claimed = await tx
        .insert(scheduleOccurrences)
        .values({ scheduleId: s.id as string, occurrenceDate: date, orderId })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) continue;
      const vendorOk = vendor && vendor.status === 'active' && lapsedBefore(vendor, date).length === 0;
      const assignee = s.assignedStaffId
        ? { assignedType: 'work-order', assignedStaffId: s.assignedStaffId, state: 'assigned' }
        : vendorOk
          ? { assignedType: 'work-order', vendorId: vendor.id, vendorUserId: vendor.userId ?? null, state: 'assigned' }
          : { state: 'open' };
      const note =
        vendor && !vendorOk
          ? `Not dispatched to ${String(vendor.businessName)}: ${lapsedBefore(vendor, date).join(', ')} lapsed or missing.`
          : null;
      const [row] = (await tx
        .insert(orders)
        .values({
          id: orderId,
          parentOrgId: s.parentOrgId,
          propertyId: s.propertyId,
          title: s.title,
          description: s.description,
          unitId: s.unitId,
          locationId: s.locationId,
          categoryId: s.categoryId,
          urgency: s.urgency,
          equipmentId: s.equipmentId,
          scheduleId: s.id,
          occurrenceDate: date,
          dueDate: date,
          reopenCount: 0,
          managerNote: note,
          createdBy: GENERATOR,
          updatedBy: GENERATOR,
          ...assignee,
        } as never)
        .returning()) as Record<string, unknown>[];
      await writeRecordEvents(tx, order, 'create', GENERATOR, [row!]);
      created += 1;
    }
    const generatedThrough = dates.length > 0 ? dates.at(-1)! : last;
    const next = nextOccurrence(recurrence, addDays(generatedThrough ?? addDays(from, -1), 1));
    if (next === (s.nextOccurrence ?? null) && generatedThrough === (last ?? null)) continue;
    const [updated] = (await tx
      .update(schedules)
      .set({
        lastGeneratedFor: generatedThrough,
        nextOccurrence: next,
        version: sql`${schedules.version!} + 1`,
        updatedAt: sql`now()`,
        updatedBy: GENERATOR,
      } as never)
      .where(eq(schedules.id!, s.id as string))
      .returning()) as Record<string, unknown>[];
    if (updated) await writeRecordEvents(tx, schedule, 'update', GENERATOR, [updated]);
  }
  return created;
}

/** Runs every minute on one replica at a time (ADR 0017); a run missed while down happens on start. */
export function scheduleGeneratorJob(): RecurringJob {
  return {
    name: 'maintenance.schedules.generate',
    everyMs: 60_000,
    async run({ tx, now }) {
      await generateDueOrders(tx, now);
    },
  };
}
