import { addDays, DAY_MS } from '@portico/contracts';
import { and, eq, gte, isNotNull, lte, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, RecurringJob } from '@portico/platform';
import { vendors } from '../schema';
import { managerEmails, mailTo } from '../notices/managers';
import { claimReminder, daysToCover } from '../notices/reminders';
import { remindersDue } from './compliance';

type Row = Record<string, unknown>;

function reminderMail(vendor: Row, document: string, expiresOn: string, daysLeft: number) {
  const name = String(vendor.businessName);
  return {
    subject: `${name}: ${document} expires in ${daysLeft} days`,
    text: [
      `The ${document} of ${name} expires on ${expiresOn} (in ${daysLeft} days).`,
      'After that date they cannot be dispatched or awarded work until a renewed expiry is recorded.',
      `\nOpen it in Portico: /vendors/view/${String(vendor.id)}`,
      `\n—\nEl documento (${document}) de ${name} vence el ${expiresOn} (en ${daysLeft} días).`,
    ].join('\n'),
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
        const { subject, text } = reminderMail(vendor, document, expiresOn, daysLeft);
        const to = new Set([
          ...(typeof vendor.email === 'string' ? [vendor.email.toLowerCase()] : []),
          ...(await managerEmails(tx, vendor.parentOrgId)),
        ]);
        for (const address of to) await mailTo(tx, address, subject, text);
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
    everyMs: DAY_MS,
    async run({ tx, now, since }) {
      await sendComplianceReminders(tx, now, since);
    },
  };
}
