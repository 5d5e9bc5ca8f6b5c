import { PorticoError, msg, fieldError } from '@portico/contracts';

type Row = Record<string, unknown>;

/** End ≥ start, with the field the message belongs on. */
export function assertDateOrder(startDate: unknown, endDate: unknown): void {
  if (typeof startDate === 'string' && typeof endDate === 'string' && endDate < startDate)
    throw PorticoError.validation([fieldError('endDate', msg('bulletin.endBeforeStart'))]);
}

/**
 * The board's sort key, descending: urgent bulletins first, then the latest start date. Kept in a
 * column so the list's keyset pagination sorts on one indexed value.
 */
export function boardOrder(record: Row): string {
  return `${record.urgent === true ? '1' : '0'}-${String(record.startDate ?? '')}`;
}
