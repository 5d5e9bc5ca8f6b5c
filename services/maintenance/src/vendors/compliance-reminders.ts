import { milliseconds } from 'date-fns';
import { addDays, formatDate, type NoticeText, plural } from '@portico/contracts';
import { and, eq, gte, isNotNull, lte, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, RecurringJob } from '@portico/platform';
import { vendors } from '../schema';
import { mailNotice, managerIds, noticeUsers } from '../notices/managers';
import { claimReminder, daysToCover } from '../notices/reminders';
import { remindersDue } from './compliance';

type Row = Record<string, unknown>;

const DOCUMENT_ES: Record<string, string> = { license: 'licencia', insurance: 'seguro', bond: 'fianza' };

/** The reminder in each language: the vendor reads "your", the managers read the vendor's name. */
function reminderText(vendor: Row, document: string, expiresOn: string, daysLeft: number, toVendor: boolean): NoticeText {
  const name = String(vendor.businessName);
  const es = DOCUMENT_ES[document] ?? document;
  // Spanish reads the day as Spanish writes it (`05 ene 2026`); English keeps its stored form.
  const expiresOnEs = formatDate(expiresOn, 'es') || expiresOn;
  const after = {
    en: 'After that date they cannot be dispatched or awarded work until a renewed expiry is recorded.',
    es: 'Después de esa fecha no se le puede despachar ni adjudicar trabajo hasta que se registre una nueva fecha de vencimiento.',
  };
  return {
    title: {
      en: `${name}: ${document} expires in ${plural(daysLeft, 'en', { one: '{n} day', other: '{n} days' })}`,
      es: `${name}: ${es} vence en ${plural(daysLeft, 'es', { one: '{n} día', other: '{n} días' })}`,
    },
    body: toVendor
      ? {
          en: `Your ${document} expires on ${expiresOn} (in ${plural(daysLeft, 'en', { one: '{n} day', other: '{n} days' })}). ${after.en}`,
          es: `Su ${es} vence el ${expiresOnEs} (en ${plural(daysLeft, 'es', { one: '{n} día', other: '{n} días' })}). ${after.es}`,
        }
      : {
          en: `The ${document} of ${name} expires on ${expiresOn} (in ${plural(daysLeft, 'en', { one: '{n} day', other: '{n} days' })}). ${after.en}`,
          es: `El documento (${es}) de ${name} vence el ${expiresOnEs} (en ${plural(daysLeft, 'es', { one: '{n} día', other: '{n} días' })}). ${after.es}`,
        },
  };
}

/**
 * Mails the vendor and its org's maintenance managers 60, 30 and 7 days before a license,
 * insurance or bond expires. Each day since the previous run is covered (a missed day is caught
 * up once, late), and each (vendor, document, expiry, threshold) is claimed before it is mailed.
 */
export async function sendComplianceReminders(tx: Db, now: Date, since?: Date): Promise<number> {
  const days = daysToCover(now, since);
  const horizon = addDays(days.at(-1)!, 61);
  const first = days[0]!;
  const v = vendors as unknown as Record<string, PgColumn>;
  const within = (c: PgColumn) => and(isNotNull(c), gte(c, first), lte(c, horizon));
  const candidates = (await tx
    .select()
    .from(vendors)
    .where(
      and(eq(vendors.status!, 'active'), or(within(v.licenseExpiresOn!), within(v.insuranceExpiresOn!), within(v.bondExpiresOn!))),
    )) as Row[];
  let sent = 0;
  for (const vendor of candidates) {
    for (const day of days) {
      for (const { document, expiresOn, daysLeft } of remindersDue(vendor, day)) {
        if (!(await claimReminder(tx, `compliance:${String(vendor.id)}:${document}:${expiresOn}:${daysLeft}`))) continue;
        const link = `/vendors/view/${String(vendor.id)}`;
        const source = { entity: 'vendor', id: String(vendor.id), event: `${document}@${expiresOn}:${daysLeft}` };
        await noticeUsers(tx, vendor, await managerIds(tx, vendor.parentOrgId), {
          text: reminderText(vendor, document, expiresOn, daysLeft, false),
          link,
          source,
        });
        const own = reminderText(vendor, document, expiresOn, daysLeft, true);
        // The vendor's account hears in its inbox; a vendor without one only by mail.
        if (typeof vendor.userId === 'string') await noticeUsers(tx, vendor, [vendor.userId], { text: own, link, source });
        else await mailNotice(tx, vendor.email, own, link);
        sent += 1;
      }
    }
  }
  return sent;
}

/** Daily (ADR 0017): a day missed while no replica ran is covered by the next run. */
export function complianceReminderJob(): RecurringJob {
  return {
    name: 'maintenance.vendors.compliance-reminders',
    everyMs: milliseconds({ days: 1 }),
    async run({ tx, now, since }) {
      await sendComplianceReminders(tx, now, since);
    },
  };
}
