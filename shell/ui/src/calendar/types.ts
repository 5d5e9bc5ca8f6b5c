import type { EntityDef } from '@portico/contracts';
import type { ResourceRecord } from '../resource/hooks';
import type { CalendarExtraEvent, VisibleRange } from './range';

export interface CalendarViewProps {
  /** The records shown; read from its list API (`GET /<module>`). */
  entity: EntityDef;
  /** A `date` (all-day events) or `datetime` field; the range is queried as `<dateField>From/To`. */
  dateField: string;
  /** Where a record's event ends (same kind as `dateField`); inclusive for dates. */
  endField?: string;
  /** See `RangeQueryOptions.matchBy`; default `start`. */
  matchBy?: 'start' | 'overlap';
  /** Event text; default the entity's display field. */
  titleField?: string;
  colorOf?: (record: ResourceRecord) => string | undefined;
  /**
   * A record not yet confirmed (a booking awaiting approval): the word said after its title
   * ("Pending"), and the event drawn hatched with a dashed edge, so it never reads as confirmed.
   */
  tentativeOf?: (record: ResourceRecord) => string | undefined;
  /** Extra list filters (exact match), e.g. `{ propertyId }`. */
  filters?: Record<string, string | null | undefined>;
  /** A record's event was clicked (e.g. navigate to its view). */
  onOpen: (record: ResourceRecord) => void;
  /** An empty day or slot was clicked (e.g. start a new record on that date). */
  onDateClick?: (date: Date, allDay: boolean) => void;
  /** Events that are not records (computed occurrences); their own `onClick`. */
  extraEvents?: readonly CalendarExtraEvent[];
  /** The visible range changed (e.g. to compute `extraEvents` for it). */
  onRangeChange?: (range: VisibleRange) => void;
  initialView?: 'dayGridMonth' | 'timeGridWeek';
  initialDate?: Date | string;
  /** 0 = Sunday (default, US convention like the spec's 12-hour clock), 1 = Monday. */
  firstDay?: number;
  /** Default 2,000 (`CALENDAR_EVENT_CAP`). */
  maxEvents?: number;
  height?: number | 'auto';
}
