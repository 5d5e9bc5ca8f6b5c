import { addDays, isoDay } from '@portico/contracts';
/** Days to complete by urgency when the category sets none (domains.md: deadlines by kind). */
export const DEFAULT_DUE_DAYS: Record<string, number> = { low: 14, medium: 7, high: 3, emergency: 1 };

const FIELD: Record<string, string> = { low: 'dueDaysLow', medium: 'dueDaysMedium', high: 'dueDaysHigh', emergency: 'dueDaysEmergency' };

/** The due date of an order reported on `reportedOn`: category × urgency. */
export function dueDateFor(category: Record<string, unknown> | undefined, urgency: string, reportedOn: string): string {
  const configured = category?.[FIELD[urgency] ?? ''];
  const days = typeof configured === 'number' ? configured : (DEFAULT_DUE_DAYS[urgency] ?? 7);
  return addDays(reportedOn, days);
}

/** Whether work completed at `completedAt` met its due date (the whole due day counts). */
export function completedOnTime(dueDate: unknown, completedAt: Date): boolean | null {
  if (typeof dueDate !== 'string') return null;
  return isoDay(completedAt) <= dueDate;
}
