import type { Label } from '../entities/define';
import { daysBetween } from './calendar-days';

/**
 * The documents whose expiry decides whether a vendor may be dispatched or awarded work (ADR
 * 0025), shared by the service's rules and the vendor dashboard's status.
 */
export const COMPLIANCE_DOCUMENTS = [
  { field: 'licenseExpiresOn', en: 'license', label: { en: 'License', es: 'Licencia' } },
  { field: 'insuranceExpiresOn', en: 'insurance', label: { en: 'Insurance', es: 'Seguro' } },
  { field: 'bondExpiresOn', en: 'bond', label: { en: 'Bond', es: 'Fianza' } },
] as const satisfies readonly { field: string; en: string; label: Label }[];

/** Days before an expiry on which the vendor and its managers are reminded. */
export const REMINDER_DAYS = [60, 30, 7] as const;

/** Which of the vendor's documents lapse before `workDate` (an unknown expiry counts as lapsed). */
export function lapsedBefore(vendor: Record<string, unknown>, workDate: string): string[] {
  return COMPLIANCE_DOCUMENTS.filter(({ field }) => {
    const expires = vendor[field];
    return typeof expires !== 'string' || expires < workDate;
  }).map((d) => d.en);
}

export type ComplianceState = 'missing' | 'lapsed' | 'soon' | 'valid';

/** A document's standing on `today`: lapsed, expiring within the first reminder, or valid. */
export function complianceState(expires: unknown, today: string): ComplianceState {
  if (typeof expires !== 'string') return 'missing';
  const left = daysBetween(today, expires);
  return left < 0 ? 'lapsed' : left <= REMINDER_DAYS[0] ? 'soon' : 'valid';
}
