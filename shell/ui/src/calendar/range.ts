import type { EntityDef } from '@portico/contracts';
import type { ListPage, ResourceRecord } from '../resource/hooks';

/** Events loaded for one visible range at most; past this the calendar says it is showing a part. */
export const CALENDAR_EVENT_CAP = 2000;
/** The list API's largest page (`PAGE_SIZE.max`): fewest round trips per range. */
export const CALENDAR_PAGE_SIZE = 100;

/** What the calendar shows: FullCalendar's `start` (inclusive) and `end` (exclusive), local time. */
export interface VisibleRange {
  start: Date;
  end: Date;
}

export interface RangeQueryOptions {
  dateField: string;
  endField?: string;
  /**
   * `start` (default): records whose `dateField` falls in the range. `overlap`: records that
   * start by the range's last day and end on or after its first (`endField` required) — shows
   * a multi-day record that began before the range, but leaves out records with no end.
   */
  matchBy?: 'start' | 'overlap';
}

/** A local calendar date as the API's ISO date (`YYYY-MM-DD`). */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day before `date` (local), e.g. the last visible day before FullCalendar's exclusive end. */
function dayBefore(date: Date): Date {
  const d = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  d.setDate(d.getDate() - 1);
  return d;
}

/**
 * The list API's date-range parameters for a visible range: `<field>From` / `<field>To`,
 * inclusive ISO dates (FullCalendar's end is exclusive, so `To` is the day before it).
 */
export function rangeQuery(range: VisibleRange, options: RangeQueryOptions): Record<string, string> {
  const first = isoDate(range.start);
  const last = isoDate(dayBefore(range.end));
  if (options.matchBy === 'overlap' && options.endField) {
    return { [`${options.dateField}To`]: last, [`${options.endField}From`]: first };
  }
  return { [`${options.dateField}From`]: first, [`${options.dateField}To`]: last };
}

/** The whole list query for one page of a range: active records, sorted by date when the API allows it. */
export function calendarListQuery(
  def: EntityDef,
  range: VisibleRange,
  options: RangeQueryOptions & { filters?: Record<string, string | null | undefined> },
  cursor?: string | null,
): Record<string, string | number | undefined> {
  const query: Record<string, string | number | undefined> = {
    limit: CALENDAR_PAGE_SIZE,
    status: 'active',
    ...(def.fields[options.dateField]?.sortable ? { sort: options.dateField, direction: 'asc' } : {}),
  };
  for (const [key, value] of Object.entries(options.filters ?? {}))
    if (value !== null && value !== undefined && value !== '') query[key] = value;
  Object.assign(query, rangeQuery(range, options));
  if (cursor) query.cursor = cursor;
  return query;
}

/** Pages through with the cursor until the range is loaded or `cap` records are in. */
export async function loadAllPages(
  fetchPage: (cursor: string | null) => Promise<ListPage>,
  cap = CALENDAR_EVENT_CAP,
): Promise<{ items: ResourceRecord[]; capped: boolean; total: number }> {
  const items: ResourceRecord[] = [];
  let cursor: string | null = null;
  for (;;) {
    const page = await fetchPage(cursor);
    const total = page.total;
    items.push(...page.items);
    if (items.length >= cap) return { items: items.slice(0, cap), capped: !!page.nextCursor || items.length > cap, total };
    if (!page.nextCursor) return { items, capped: false, total };
    cursor = page.nextCursor;
  }
}

/** The FullCalendar event of a record (null when it has no date). */
export interface CalendarEventInput {
  id: string;
  title: string;
  start: string;
  end?: string;
  allDay: boolean;
  color?: string;
  classNames?: string[];
  extendedProps: { record?: ResourceRecord; extra?: CalendarExtraEvent };
}

/** An event that is not a record (e.g. upcoming occurrences computed in the browser). */
export interface CalendarExtraEvent {
  id: string;
  title: string;
  start: string | Date;
  end?: string | Date;
  allDay?: boolean;
  color?: string;
  onClick?: () => void;
}

/** A date-only end is exclusive in FullCalendar: an event ending on the 5th must end on the 6th. */
function nextDay(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return isoDate(new Date(y!, m! - 1, d! + 1));
}

export function recordEvent(
  def: EntityDef,
  record: ResourceRecord,
  options: {
    dateField: string;
    endField?: string;
    titleField?: string;
    colorOf?: (record: ResourceRecord) => string | undefined;
    tentativeOf?: (record: ResourceRecord) => string | undefined;
  },
): CalendarEventInput | null {
  const start = record[options.dateField];
  if (typeof start !== 'string' || !start) return null;
  const allDay = def.fields[options.dateField]?.kind !== 'datetime';
  const rawEnd = options.endField ? record[options.endField] : undefined;
  const end = typeof rawEnd === 'string' && rawEnd ? (allDay ? nextDay(rawEnd) : rawEnd) : undefined;
  const title = record[options.titleField ?? def.displayField];
  const tentative = options.tentativeOf?.(record);
  const text = title === null || title === undefined ? record.id : String(title);
  return {
    id: record.id,
    title: tentative ? `${text} · ${tentative}` : text,
    ...(tentative ? { classNames: ['portico-event-tentative'] } : {}),
    start: allDay ? start.slice(0, 10) : start,
    ...(end ? { end } : {}),
    allDay,
    ...(options.colorOf?.(record) ? { color: options.colorOf(record) } : {}),
    extendedProps: { record },
  };
}

export function extraEvent(extra: CalendarExtraEvent): CalendarEventInput {
  const iso = (v: string | Date) => (typeof v === 'string' ? v : v.toISOString());
  return {
    id: `extra:${extra.id}`,
    title: extra.title,
    start: iso(extra.start),
    ...(extra.end ? { end: iso(extra.end) } : {}),
    allDay: extra.allDay ?? false,
    ...(extra.color ? { color: extra.color } : {}),
    extendedProps: { extra },
  };
}
