import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import interactionPlugin from '@fullcalendar/interaction';
import esLocale from '@fullcalendar/core/locales/es';
import type { DatesSetArg, EventClickArg, FormatterInput } from '@fullcalendar/core';
import { Alert, Box, Card, LoadingOverlay } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, formatClock, type Language, useLanguage } from '@portico/shell-sdk';
import { Icon } from '../icons';
import { BRAND } from '../theme';
import { type ListPage, resourceKeys } from '../resource/hooks';
import type { CalendarViewProps } from './types';
import { keepCalendarAccessible } from './accessible-markup';
import { readableColor } from './readable-color';
import { CALENDAR_EVENT_CAP, type VisibleRange, calendarListQuery, extraEvent, loadAllPages, recordEvent } from './range';

/**
 * Times as the console writes them elsewhere (`formatTime`): `9:05 AM` in English (FullCalendar's
 * own would write `9:05am`), `09:05` in Spanish. One formatter per language: FullCalendar
 * compares options by identity.
 */
const TIME_FORMATS = {
  en: ({ date }) => formatClock(date.hour, date.minute, 'en'),
  es: ({ date }) => formatClock(date.hour, date.minute, 'es'),
} satisfies Record<Language, FormatterInput>;

/**
 * Theme through FullCalendar's CSS variables (v6 injects its own stylesheet at run time; these
 * override it on this element only). Inline style attributes are allowed by the console CSP.
 */
const THEME_VARS = {
  '--fc-border-color': 'var(--mantine-color-gray-3)',
  '--fc-button-bg-color': BRAND.primary,
  '--fc-button-border-color': BRAND.primary,
  '--fc-button-hover-bg-color': 'var(--mantine-color-portico-7)',
  '--fc-button-hover-border-color': 'var(--mantine-color-portico-7)',
  '--fc-button-active-bg-color': 'var(--mantine-color-portico-8)',
  '--fc-button-active-border-color': 'var(--mantine-color-portico-8)',
  '--fc-event-bg-color': BRAND.primary,
  '--fc-event-border-color': BRAND.primary,
  '--fc-today-bg-color': 'var(--mantine-color-portico-0)',
  '--fc-now-indicator-color': BRAND.danger,
  '--fc-page-bg-color': 'var(--mantine-color-white)',
  fontSize: 'var(--mantine-font-size-sm)',
} as React.CSSProperties;

// Module constants: FullCalendar compares options by identity, and a new array or object each
// render rebuilds its date profile and fires `datesSet` again (a render loop).
const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin];
const LOCALES = [esLocale];
const TOOLBAR = { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek' };

/** The calendar itself; loaded lazily through `CalendarView` so FullCalendar stays out of the first load. */
export default function CalendarViewImpl(props: CalendarViewProps) {
  const { entity: def, dateField, endField, titleField, colorOf, tentativeOf, filters, matchBy, onOpen, onDateClick, extraEvents } = props;
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const [range, setRange] = useState<VisibleRange | null>(null);
  const cap = props.maxEvents ?? CALENDAR_EVENT_CAP;

  const options = { dateField, endField, matchBy, filters };
  const query = useQuery({
    // Under the module's root, so a live change of the module refreshes the calendar too.
    queryKey: [
      ...resourceKeys.all(def.module),
      'calendar',
      { dateField, endField, matchBy, filters, cap, start: range?.start.getTime(), end: range?.end.getTime() },
    ],
    queryFn: ({ signal }) =>
      loadAllPages(
        (cursor) => api.get<ListPage>(`/${def.module}`, { query: calendarListQuery(def, range!, options, cursor), signal }),
        cap,
      ),
    enabled: !!range,
    placeholderData: keepPreviousData,
  });

  const events = useMemo(
    () =>
      [
        ...(query.data?.items ?? []).flatMap((record) => recordEvent(def, record, { dateField, endField, titleField, colorOf, tentativeOf }) ?? []),
        ...(extraEvents ?? []).map(extraEvent),
      ].map((event) => {
        // An event's colour is data (an amenity's pick): its text is made to read on it.
        if (!event.color) return event;
        const fill = readableColor(event.color);
        return { ...event, color: fill.background, textColor: fill.color };
      }),
    [query.data, extraEvents, def, dateField, endField, titleField, colorOf, tentativeOf],
  );

  const container = useRef<HTMLDivElement>(null);
  useEffect(() => (container.current ? keepCalendarAccessible(container.current) : undefined), []);

  const { onRangeChange } = props;
  useEffect(() => {
    if (range) onRangeChange?.(range);
  }, [range, onRangeChange]);

  const buttonText = useMemo(() => ({ today: t('calendarToday'), month: t('calendarMonth'), week: t('calendarWeek') }), [t]);

  // Same range again (FullCalendar re-announces it on option changes): keep the state as is.
  const onDatesSet = useCallback((arg: DatesSetArg) => {
    setRange((prev) =>
      prev && prev.start.getTime() === arg.start.getTime() && prev.end.getTime() === arg.end.getTime()
        ? prev
        : { start: arg.start, end: arg.end },
    );
  }, []);

  const onEventClick = (info: EventClickArg) => {
    info.jsEvent.preventDefault();
    const { record, extra } = info.event.extendedProps as { record?: Parameters<typeof onOpen>[0]; extra?: { onClick?: () => void } };
    if (record) onOpen(record);
    else extra?.onClick?.();
  };

  return (
    <Card
      p="md"
      pos="relative"
      data-testid="calendar-view"
      data-module={def.module}
      data-events={events.length}
      data-loading={query.isFetching || undefined}
    >
      <LoadingOverlay visible={query.isFetching && !query.data} zIndex={5} overlayProps={{ blur: 1 }} />
      {query.isError ? (
        <Alert color="danger" variant="light" mb="sm" icon={<Icon name="alert" />} data-testid="calendar-error">
          {t('calendarLoadFailed')}
        </Alert>
      ) : null}
      {query.data?.capped ? (
        <Alert color="warning" variant="light" mb="sm" icon={<Icon name="alert" />} data-testid="calendar-capped">
          {t('calendarCapped', { shown: query.data.items.length, total: query.data.total })}
        </Alert>
      ) : null}
      <Box style={THEME_VARS} ref={container}>
        <FullCalendar
          plugins={PLUGINS}
          initialView={props.initialView ?? 'dayGridMonth'}
          initialDate={props.initialDate}
          headerToolbar={TOOLBAR}
          locales={LOCALES}
          locale={language}
          firstDay={props.firstDay ?? 0}
          eventTimeFormat={TIME_FORMATS[language]}
          slotLabelFormat={TIME_FORMATS[language]}
          height={props.height ?? 'auto'}
          dayMaxEvents={4}
          buttonText={buttonText}
          allDayText={t('calendarAllDay')}
          nowIndicator
          events={events}
          datesSet={onDatesSet}
          eventClick={onEventClick}
          dateClick={onDateClick ? (arg) => onDateClick(arg.date, arg.allDay) : undefined}
        />
      </Box>
    </Card>
  );
}
