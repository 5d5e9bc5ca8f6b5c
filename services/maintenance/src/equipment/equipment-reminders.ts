import { and, eq, isNotNull, lte, gte, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { milliseconds } from 'date-fns';
import { addDays, daysBetween, formatDate, isoDay as isoDate, nextOccurrence, schedule, plural } from '@portico/contracts';
import { writeRecordEvents, type Db, type RecurringJob } from '@portico/platform';
import { equipmentTable, schedules } from '../schema';
import { noticeManagers } from '../notices/managers';
import { claimReminder } from '../notices/reminders';
import { changeRecord } from '../shared/record-writes';

type Row = Record<string, unknown>;

/** The actor of service schedules made from equipment; also how they are told from others. */
export const EQUIPMENT_SERVICE = 'equipment-service';

/**
 * Mails the property's managers once per warranty end, `expirationReminderDays` before it (on
 * any run from that day until the warranty ends, so a missed day is caught up). A new warranty
 * end (an extension) is reminded again.
 */
export async function sendWarrantyReminders(tx: Db, now: Date): Promise<number> {
  const today = isoDate(now);
  const e = equipmentTable as unknown as Record<string, PgColumn>;
  const due = (await tx
    .select()
    .from(equipmentTable)
    .where(
      and(
        eq(e.status!, 'active'),
        isNotNull(e.expirationReminderDays!),
        gte(e.warrantyEnd!, today),
        // warrantyEnd - reminderDays <= today
        lte(sql`${e.warrantyEnd!} - ${e.expirationReminderDays!}`, sql`${today}::date`),
      ),
    )) as Row[];
  let sent = 0;
  for (const item of due) {
    if (!(await claimReminder(tx, `warranty:${String(item.id)}:${String(item.warrantyEnd)}`))) continue;
    const name = String(item.deviceName);
    const daysLeft = daysBetween(today, String(item.warrantyEnd));
    const ends = String(item.warrantyEnd);
    // Spanish reads the day as Spanish writes it (`05 ene 2026`); English keeps its stored form.
    const endsEs = formatDate(ends, 'es') || ends;
    await noticeManagers(tx, item, {
      text: {
        title: { en: `Warranty of ${name} ends on ${ends}`, es: `La garantía de ${name} vence el ${endsEs}` },
        body: {
          en: `The warranty of ${name} ends on ${ends} (in ${plural(daysLeft, 'en', { one: '{n} day', other: '{n} days' })}).`,
          es: `La garantía de ${name} vence el ${endsEs} (en ${plural(daysLeft, 'es', { one: '{n} día', other: '{n} días' })}).`,
        },
      },
      link: `/equipments/view/${String(item.id)}`,
      source: { entity: 'equipment', id: String(item.id), event: `warranty@${ends}` },
    });
    sent += 1;
  }
  return sent;
}

/**
 * Scheduled maintenance from equipment: each active piece with a service interval gets one
 * schedule "Service: <device>" (created once, by EQUIPMENT_SERVICE), kept in step when the
 * interval, name or location changes. A schedule a manager archived stays archived (they stopped
 * it); one without an interval any more is left as it is.
 */
export async function syncServiceSchedules(tx: Db, now: Date): Promise<{ created: number; updated: number }> {
  const today = isoDate(now);
  const rows = (await tx.execute(sql`
    select e.id as "equipmentId", s.id as "scheduleId", s.status as "scheduleStatus"
    from maintenance.equipment e
    left join maintenance.schedules s on s.equipment_id = e.id and s.created_by = ${EQUIPMENT_SERVICE}
    where e.status = 'active' and e.service_every is not null and e.service_unit is not null
      and (s.id is null or (s.status = 'active' and (
        s.repeat_every is distinct from e.service_every or s.repeat_unit is distinct from e.service_unit
        or s.title is distinct from 'Service: ' || e.device_name or s.location_id is distinct from e.location_id)))
    order by e.id`)) as unknown as { rows?: Row[] } | Row[];
  const pending = Array.isArray(rows) ? rows : (rows.rows ?? []);
  let created = 0;
  let updated = 0;
  for (const { equipmentId, scheduleId } of pending) {
    const [item] = (await tx
      .select()
      .from(equipmentTable)
      .where(eq(equipmentTable.id!, String(equipmentId)))) as Row[];
    if (!item) continue;
    const recurrence = {
      repeatEvery: item.serviceEvery,
      repeatUnit: item.serviceUnit,
      title: `Service: ${String(item.deviceName)}`,
      locationId: item.locationId ?? null,
    };
    if (!scheduleId) {
      const startDate = typeof item.warrantyStart === 'string' && item.warrantyStart > today ? item.warrantyStart : today;
      const values = { ...recurrence, startDate, neverEnds: true, endDate: null };
      const [row] = (await tx
        .insert(schedules)
        .values({
          ...values,
          parentOrgId: item.parentOrgId,
          propertyId: item.propertyId,
          equipmentId: item.id,
          vendorId: item.servicedBy ?? null,
          urgency: 'medium',
          description: `Regular service of ${String(item.deviceName)}, every ${String(item.serviceEvery)} ${String(item.serviceUnit)}.`,
          nextOccurrence: nextOccurrence(values as never, startDate),
          createdBy: EQUIPMENT_SERVICE,
          updatedBy: EQUIPMENT_SERVICE,
        } as never)
        .returning()) as Row[];
      await writeRecordEvents(tx, schedule, 'create', EQUIPMENT_SERVICE, [row!]);
      created += 1;
    } else {
      const [current] = (await tx
        .select()
        .from(schedules)
        .where(eq(schedules.id!, String(scheduleId)))
        .for('update')) as Row[];
      const merged = { ...current, ...recurrence };
      const from = current!.lastGeneratedFor
        ? addDays(String(current!.lastGeneratedFor), 1)
        : String(current!.startDate) > today
          ? String(current!.startDate)
          : today;
      await changeRecord(tx, schedule, schedules, EQUIPMENT_SERVICE, String(scheduleId), {
        ...recurrence,
        nextOccurrence: nextOccurrence(merged as never, from),
      });
      updated += 1;
    }
  }
  return { created, updated };
}

/** Every minute: a new or changed service interval shows as its schedule within a minute. */
export function serviceScheduleJob(): RecurringJob {
  return {
    name: 'maintenance.equipment.service-schedules',
    everyMs: 60_000,
    async run({ tx, now }) {
      await syncServiceSchedules(tx, now);
    },
  };
}

/** Daily (ADR 0017). */
export function warrantyReminderJob(): RecurringJob {
  return {
    name: 'maintenance.equipment.warranty-reminders',
    everyMs: milliseconds({ days: 1 }),
    async run({ tx, now }) {
      await sendWarrantyReminders(tx, now);
    },
  };
}
