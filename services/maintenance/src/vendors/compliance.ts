import { COMPLIANCE_DOCUMENTS, PorticoError, REMINDER_DAYS, daysBetween, formatList, lapsedBefore, plural } from '@portico/contracts';

export { COMPLIANCE_DOCUMENTS, REMINDER_DAYS, lapsedBefore };

/** Refuses work for a vendor whose license, insurance or bond lapses before the work date. */
export function assertCompliant(vendor: Record<string, unknown>, workDate: string, path = 'vendorId'): void {
  const lapsed = lapsedBefore(vendor, workDate);
  if (lapsed.length === 0) return;
  throw PorticoError.validation([
    {
      path,
      message: `${String(vendor.businessName)} cannot take this work: their ${formatList(lapsed, 'en')} ${plural(lapsed.length, 'en', { one: 'lapses', other: 'lapse' })} before ${workDate}.`,
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
