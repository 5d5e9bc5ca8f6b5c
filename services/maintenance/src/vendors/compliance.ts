import { COMPLIANCE_DOCUMENTS, PorticoError, REMINDER_DAYS, daysBetween, lapsedBefore } from '@portico/contracts';

export { COMPLIANCE_DOCUMENTS, REMINDER_DAYS, lapsedBefore };

/** Refuses work for a vendor whose license, insurance or bond lapses before the work date. */
export function assertCompliant(vendor: Record<string, unknown>, workDate: string, path = 'vendorId'): void {
  const lapsed = lapsedBefore(vendor, workDate);
  if (lapsed.length === 0) return;
  const list = lapsed.length === 1 ? lapsed[0]! : `${lapsed.slice(0, -1).join(', ')} and ${lapsed.at(-1)!}`;
  throw PorticoError.validation([
    {
      path,
      message: `${String(vendor.businessName)} cannot take this work: their ${list} ${lapsed.length === 1 ? 'lapses' : 'lapse'} before ${workDate}.`,
    },
  ]);
}

/** Compliance reminders due today: documents expiring in exactly 60, 30 or 7 days. */
export function remindersDue(vendor: Record<string, unknown>, today: string): { document: string; expiresOn: string; daysLeft: number }[] {
  const out: { document: string; expiresOn: string; daysLeft: number }[] = [];
  for (const { field, en } of COMPLIANCE_DOCUMENTS) {
    const expires = vendor[field];
    if (typeof expires !== 'string') continue;
    const daysLeft = daysBetween(today, expires);
    if ((REMINDER_DAYS as readonly number[]).includes(daysLeft)) out.push({ document: en, expiresOn: expires, daysLeft });
  }
  return out;
}
