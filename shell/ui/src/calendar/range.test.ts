import { defineEntity } from '@portico/contracts';
import type { ListPage, ResourceRecord } from '../resource/hooks';
import { calendarListQuery, extraEvent, isoDate, loadAllPages, rangeQuery, recordEvent } from './range';

const order = defineEntity({
  name: 'calendarTestOrder',
  domain: 'maintenance',
  module: 'calendar-test-orders',
  grants: {},
  table: 'calendar_test_orders',
  title: { en: 'Order', es: 'Orden' },
  titlePlural: { en: 'Orders', es: 'Órdenes' },
  tenancy: 'property',
  displayField: 'subject',
  defaultSort: { field: 'subject', direction: 'asc' },
  fields: {
    subject: { kind: 'text', label: { en: 'Subject', es: 'Asunto' }, sortable: true },
    dueDate: { kind: 'date', label: { en: 'Due', es: 'Vence' }, sortable: true },
    endDate: { kind: 'date', label: { en: 'Ends', es: 'Termina' } },
    startsAt: { kind: 'datetime', label: { en: 'Starts', es: 'Empieza' } },
    endsAt: { kind: 'datetime', label: { en: 'Ends at', es: 'Termina a las' } },
  },
});

// FullCalendar's month view of May 2026 (Sunday first): Apr 26 to Jun 7, end exclusive.
const may = { start: new Date(2026, 3, 26), end: new Date(2026, 5, 7) };

describe('calendar range → list query', () => {
  it('asks for the visible days inclusively: To is the day before the exclusive end', () => {
    expect(rangeQuery(may, { dateField: 'dueDate' })).toEqual({ dueDateFrom: '2026-04-26', dueDateTo: '2026-06-06' });
  });

  it('crosses month and year edges in local time (a week view over New Year)', () => {
    const week = { start: new Date(2026, 11, 27), end: new Date(2027, 0, 3) };
    expect(rangeQuery(week, { dateField: 'startsAt' })).toEqual({ startsAtFrom: '2026-12-27', startsAtTo: '2027-01-02' });
    expect(isoDate(new Date(2027, 0, 3, 23, 59))).toBe('2027-01-03');
  });

  it('matches by overlap on request: starts by the last day, ends on or after the first', () => {
    expect(rangeQuery(may, { dateField: 'dueDate', endField: 'endDate', matchBy: 'overlap' })).toEqual({
      dueDateTo: '2026-06-06',
      endDateFrom: '2026-04-26',
    });
    // Overlap needs an end field; without one it is a start match.
    expect(rangeQuery(may, { dateField: 'dueDate', matchBy: 'overlap' })).toEqual({ dueDateFrom: '2026-04-26', dueDateTo: '2026-06-06' });
  });

  it('builds the page query: largest page, active, sorted by the date when sortable, filters and cursor', () => {
    expect(
      calendarListQuery(order, may, { dateField: 'dueDate', filters: { propertyId: 'p1', building: '', x: null } }, 'abc.def'),
    ).toEqual({
      limit: 100,
      status: 'active',
      sort: 'dueDate',
      direction: 'asc',
      propertyId: 'p1',
      dueDateFrom: '2026-04-26',
      dueDateTo: '2026-06-06',
      cursor: 'abc.def',
    });
    // startsAt is not sortable: the entity's default order stands.
    const query = calendarListQuery(order, may, { dateField: 'startsAt' });
    expect(query.sort).toBeUndefined();
    expect(query.cursor).toBeUndefined();
  });
});

function record(id: string, fields: Record<string, unknown> = {}): ResourceRecord {
  return { id, status: 'active', version: 1, createdAt: '', updatedAt: '', ...fields };
}

describe('paging a range', () => {
  const pages = (sizes: number[]) => {
    const calls: (string | null)[] = [];
    const fetchPage = async (cursor: string | null): Promise<ListPage> => {
      calls.push(cursor);
      const index = cursor ? Number(cursor) : 0;
      const size = sizes[index]!;
      const total = sizes.reduce((a, b) => a + b, 0);
      return {
        items: Array.from({ length: size }, (_, i) => record(`${index}-${i}`)),
        nextCursor: index + 1 < sizes.length ? String(index + 1) : null,
        total,
        pageSize: 100,
      };
    };
    return { calls, fetchPage };
  };

  it('follows the cursor until the last page', async () => {
    const { calls, fetchPage } = pages([100, 100, 30]);
    const loaded = await loadAllPages(fetchPage);
    expect(loaded.items).toHaveLength(230);
    expect(loaded.capped).toBe(false);
    expect(calls).toEqual([null, '1', '2']);
  });

  it('stops at the cap and says so', async () => {
    const { calls, fetchPage } = pages([100, 100, 100, 100]);
    const loaded = await loadAllPages(fetchPage, 250);
    expect(loaded.items).toHaveLength(250);
    expect(loaded).toMatchObject({ capped: true, total: 400 });
    expect(calls).toHaveLength(3);
  });

  it('is not capped when the range holds exactly the cap', async () => {
    const loaded = await loadAllPages(pages([100, 100]).fetchPage, 200);
    expect(loaded).toMatchObject({ capped: false });
    expect(loaded.items).toHaveLength(200);
  });
});

describe('records as events', () => {
  it('makes a date field an all-day event whose inclusive end becomes FullCalendar’s exclusive one', () => {
    const event = recordEvent(order, record('r1', { subject: 'Boiler', dueDate: '2026-05-04', endDate: '2026-05-05' }), {
      dateField: 'dueDate',
      endField: 'endDate',
      colorOf: () => '#28C76F',
    });
    expect(event).toMatchObject({ id: 'r1', title: 'Boiler', start: '2026-05-04', end: '2026-05-06', allDay: true, color: '#28C76F' });
  });

  it('keeps a datetime as a timed event, and skips a record without a date', () => {
    const timed = recordEvent(order, record('r2', { subject: 'Visit', startsAt: '2026-05-04T15:30:00.000Z' }), { dateField: 'startsAt' });
    expect(timed).toMatchObject({ start: '2026-05-04T15:30:00.000Z', allDay: false });
    expect(timed?.end).toBeUndefined();
    expect(recordEvent(order, record('r3', { subject: 'x', dueDate: null }), { dateField: 'dueDate' })).toBeNull();
  });

  it('says and marks a tentative record, and leaves a confirmed one plain', () => {
    const tentativeOf = (r: { state?: unknown }) => (r.state === 'pending' ? 'Pending' : undefined);
    const pending = recordEvent(order, record('r4', { subject: 'Party', dueDate: '2026-05-04', state: 'pending' }), {
      dateField: 'dueDate',
      tentativeOf,
    });
    expect(pending).toMatchObject({ title: 'Party · Pending', classNames: ['portico-event-tentative'] });
    const approved = recordEvent(order, record('r5', { subject: 'Party', dueDate: '2026-05-04', state: 'approved' }), {
      dateField: 'dueDate',
      tentativeOf,
    });
    expect(approved).toMatchObject({ title: 'Party' });
    expect(approved?.classNames).toBeUndefined();
  });

  it('gives extra events their own id space', () => {
    expect(extraEvent({ id: 'occ-1', title: 'Filter change', start: '2026-05-10', allDay: true })).toMatchObject({
      id: 'extra:occ-1',
      allDay: true,
    });
  });
});
