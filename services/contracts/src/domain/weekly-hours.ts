import { TZDate } from '@date-fns/tz';
import { addDays as addCalendarDays } from './calendar-days';
import type { Label } from '../entities/define';

/**
 * Weekly hours of operation read on a property's wall clock (issue 18): one `HH:MM-HH:MM`
 * window per weekday, blank for closed, and the IANA zone that clock runs in. The services
 * judge bookings and the console offers slots with these same functions, so both agree on what
 * 07:00 on a Saturday means in Tokyo or in New York, DST included (zone arithmetic is
 * @date-fns/tz's, never a hand-written offset).
 */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, Label> = {
  monday: { en: 'Monday', es: 'Lunes' },
  tuesday: { en: 'Tuesday', es: 'Martes' },
  wednesday: { en: 'Wednesday', es: 'Miércoles' },
  thursday: { en: 'Thursday', es: 'Jueves' },
  friday: { en: 'Friday', es: 'Viernes' },
  saturday: { en: 'Saturday', es: 'Sábado' },
  sunday: { en: 'Sunday', es: 'Domingo' },
};

/** The amenity field holding a weekday's hours (`mondayHours`…). */
export const hoursFieldOf = (day: Weekday) => `${day}Hours` as const;
export const WEEKLY_HOURS_FIELDS = WEEKDAYS.map(hoursFieldOf);

/** A day's window in minutes after local midnight; `close` 1440 is midnight at the day's end. */
export interface DayWindow {
  open: number;
  close: number;
}

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an `HH:MM` clock time (`24:00` allowed as an end), else undefined. */
export function clockMinutes(value: unknown, end = false): number | undefined {
  if (typeof value !== 'string') return undefined;
  if (end && (value === '24:00' || value === '00:00')) return 1440;
  const m = CLOCK.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

export const clockText = (minutes: number) =>
  minutes >= 1440 ? '24:00' : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A weekday's stored hours: `null` when blank (closed that day), the window when well formed
 * (`06:00-22:00`; `-24:00` or `-00:00` closes at midnight), `undefined` when malformed or
 * closing before it opens.
 */
export function parseDayHours(value: unknown): DayWindow | null | undefined {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value !== 'string') return undefined;
  const [from, to, ...rest] = value.trim().split(/\s*[-–]\s*/);
  if (rest.length) return undefined;
  const open = clockMinutes(from);
  const close = clockMinutes(to, true);
  if (open === undefined || close === undefined || close <= open) return undefined;
  return { open, close };
}

export const formatDayHours = (w: DayWindow) => `${clockText(w.open)}-${clockText(w.close)}`;

/** Every weekday's window (`null`: closed), malformed values read as closed. */
export function weeklyWindows(record: Record<string, unknown>): Record<Weekday, DayWindow | null> {
  return Object.fromEntries(WEEKDAYS.map((d) => [d, parseDayHours(record[hoursFieldOf(d)]) ?? null])) as Record<Weekday, DayWindow | null>;
}

/** Where a property's time zone is not set (older records): the product's home market. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/**
 * The zones a property may be in, named as people know them. A curated list rather than every
 * IANA name: the picker stays short, and the server and every browser agree on each entry.
 */
export const TIME_ZONE_OPTIONS = [
  { value: 'America/New_York', label: { en: 'Eastern Time (New York)', es: 'Hora del Este (Nueva York)' } },
  { value: 'America/Chicago', label: { en: 'Central Time (Chicago)', es: 'Hora del Centro (Chicago)' } },
  { value: 'America/Denver', label: { en: 'Mountain Time (Denver)', es: 'Hora de la Montaña (Denver)' } },
  { value: 'America/Phoenix', label: { en: 'Mountain Time, no DST (Phoenix)', es: 'Hora de la Montaña, sin horario de verano (Phoenix)' } },
  { value: 'America/Los_Angeles', label: { en: 'Pacific Time (Los Angeles, Seattle)', es: 'Hora del Pacífico (Los Ángeles, Seattle)' } },
  { value: 'America/Anchorage', label: { en: 'Alaska Time (Anchorage)', es: 'Hora de Alaska (Anchorage)' } },
  { value: 'Pacific/Honolulu', label: { en: 'Hawaii Time (Honolulu)', es: 'Hora de Hawái (Honolulu)' } },
  { value: 'America/Puerto_Rico', label: { en: 'Atlantic Time (Puerto Rico)', es: 'Hora del Atlántico (Puerto Rico)' } },
  { value: 'America/Mexico_City', label: { en: 'Mexico City', es: 'Ciudad de México' } },
  { value: 'America/Cancun', label: { en: 'Cancún time', es: 'Hora de Cancún' } },
  { value: 'America/Tijuana', label: { en: 'Tijuana time', es: 'Hora de Tijuana' } },
  { value: 'America/Guatemala', label: { en: 'Central America (Guatemala)', es: 'Centroamérica (Guatemala)' } },
  { value: 'America/Panama', label: { en: 'Panama', es: 'Panamá' } },
  { value: 'America/Bogota', label: { en: 'Bogotá time', es: 'Hora de Bogotá' } },
  { value: 'America/Lima', label: { en: 'Lima time', es: 'Hora de Lima' } },
  { value: 'America/Caracas', label: { en: 'Caracas time', es: 'Hora de Caracas' } },
  { value: 'America/Santo_Domingo', label: { en: 'Santo Domingo time', es: 'Hora de Santo Domingo' } },
  { value: 'America/Santiago', label: { en: 'Santiago de Chile time', es: 'Hora de Santiago de Chile' } },
  { value: 'America/Argentina/Buenos_Aires', label: { en: 'Buenos Aires time', es: 'Hora de Buenos Aires' } },
  { value: 'America/Sao_Paulo', label: { en: 'São Paulo time', es: 'Hora de São Paulo' } },
  { value: 'Europe/London', label: { en: 'London', es: 'Londres' } },
  { value: 'Europe/Madrid', label: { en: 'Madrid time', es: 'Hora de Madrid' } },
  { value: 'Asia/Tokyo', label: { en: 'Tokyo', es: 'Tokio' } },
  { value: 'Australia/Sydney', label: { en: 'Sydney', es: 'Sídney' } },
  { value: 'Pacific/Auckland', label: { en: 'Auckland time', es: 'Hora de Auckland' } },
  { value: 'UTC', label: { en: 'Coordinated Universal Time (UTC)', es: 'Tiempo universal coordinado (UTC)' } },
] as const;

const KNOWN_ZONES: ReadonlySet<string> = new Set(TIME_ZONE_OPTIONS.map((o) => o.value));

/** A property's zone, or the default when it has none (or one this product does not offer). */
export function zoneOf(value: unknown): string {
  return typeof value === 'string' && KNOWN_ZONES.has(value) ? value : DEFAULT_TIME_ZONE;
}

/** A calendar day (`YYYY-MM-DD`) and the minutes after its local midnight, of `instant` in `zone`. */
export function wallClock(instant: Date | number, zone: string): { day: string; minutes: number } {
  const local = onWallClock(instant, zone);
  return { day: dayOf(local), minutes: local.getHours() * 60 + local.getMinutes() };
}

/** The instant that is `minutes` after local midnight of `day` in `zone` (1440: the next midnight). */
export function zonedInstant(day: string, minutes: number, zone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  if (minutes >= 1440) return zonedInstant(nextDay(day), minutes - 1440, zone);
  return new Date(new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, 0, zone).getTime());
}

/** The calendar day after `day`. */
export const nextDay = (day: string) => addCalendarDays(day, 1);

/** The weekday of a calendar day (as the calendar has it, whatever the zone). */
export function weekdayOf(day: string): Weekday {
  const sundayFirst = new Date(`${day}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

/** `HH:MM` of an instant on the zone's wall clock. */
export function localTime(instant: Date | number | string, zone: string): string {
  const local = onWallClock(instant, zone);
  return `${two(local.getHours())}:${two(local.getMinutes())}`;
}

/** `YYYY-MM-DD` of an instant on the zone's wall clock. */
export function localDay(instant: Date | number | string, zone: string): string {
  return dayOf(onWallClock(instant, zone));
}

// Read off a TZDate rather than through date-fns' `format`: the kit is shared whole with the
// remotes (ADR 0074), and `format` with its tokens and locale would ride along on every page.
const two = (n: number) => String(n).padStart(2, '0');
const dayOf = (local: TZDate) => `${String(local.getFullYear()).padStart(4, '0')}-${two(local.getMonth() + 1)}-${two(local.getDate())}`;

/** `instant` on `zone`'s wall clock; an invalid instant throws as date-fns' `format` did. */
function onWallClock(instant: Date | number | string, zone: string): TZDate {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  return new TZDate(time, zone);
}
