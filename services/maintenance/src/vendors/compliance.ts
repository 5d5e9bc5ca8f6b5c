import { PorticoError } from '@portico/contracts';

/** The documents whose expiry decides whether a vendor may be dispatched or awarded work. */
export const COMPLIANCE_DOCUMENTS = [
  { field: 'licenseExpiresOn', en: 'license' },
  { field: 'insuranceExpiresOn', en: 'insurance' },
  { field: 'bondExpiresOn', en: 'bond' },
] as const;

/** Days before an expiry on which the vendor's managers are reminded. */
export const REMINDER_DAYS = [60, 30, 7] as const;

/** Which of the vendor's documents lapse before `workDate` (an unknown expiry counts as lapsed). */
export function lapsedBefore(vendor: Record<string, unknown>, workDate: string): string[] {
  return COMPLIANCE_DOCUMENTS.filter(({ field }) => {
    const expires = vendor[field];
    return typeof expires !== 'string' || expires < workDate;
  }).map((d) => d.en);
}

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
    const daysLeft = Math.round((Date.parse(`${expires}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
    if ((REMINDER_DAYS as readonly number[]).includes(daysLeft)) out.push({ document: en, expiresOn: expires, daysLeft });
  }
  return out;
}
