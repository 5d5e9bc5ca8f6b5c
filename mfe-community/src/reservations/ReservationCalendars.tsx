import { useCallback, useMemo, useState } from 'react';
import { Badge, Button, Group, Select, Stack } from '@mantine/core';
import { type Label } from '@portico/contracts/kit';
import { RESERVATION_STATES, amenity, communityEvent, reservation } from '@portico/contracts/community';
import { labelText, navigate, useCan, useLanguage, usePageMeta, type RemotePage } from '@portico/shell-sdk';
import { CalendarView, isoDate, readableColor, useResourceList, type RemoteRoute, type ResourceRecord, PropertyFilter } from '@portico/shell-ui';
import { text } from './text';

/** States drawn faded: they no longer take the amenity. */
const RELEASED = new Set(['rejected', 'cancelled', 'blocked', 'no-show']);
/** States not yet confirmed: drawn hatched, their state said after the title. */
const TENTATIVE = new Set(['pending', 'waitlisted']);
const FALLBACK = 'var(--mantine-color-portico-6)';

/**
 * `/reservation/calendar` (spec: month and week views): every reservation in scope, drawn in its
 * amenity's background colour; pending and waitlisted ones hatched and named; released ones faded. A click on a day starts a booking on it.
 */
export function ReservationCalendar() {
  const language = useLanguage();
  const t = (l: Label) => labelText(l, language);
  usePageMeta(t(text.calendarTitle), [{ title: t(text.calendarTitle), active: true }]);
  const can = useCan();
  const [propertyId, setPropertyId] = useState<string | null>(null);
  const [amenityId, setAmenityId] = useState<string | null>(null);
  const amenities = useResourceList(amenity, { limit: 100, status: 'active', sort: 'name', direction: 'asc' });
  const colors = useMemo(
    () => new Map((amenities.data?.items ?? []).map((a) => [a.id, typeof a.backgroundColor === 'string' ? a.backgroundColor : FALLBACK])),
    [amenities.data],
  );
  const colorOf = useCallback(
    (r: ResourceRecord) => (RELEASED.has(String(r.state)) ? 'var(--mantine-color-gray-4)' : (colors.get(String(r.amenityId)) ?? FALLBACK)),
    [colors],
  );
  const tentativeOf = useCallback(
    (r: ResourceRecord) => {
      const state = RESERVATION_STATES.find((s) => s.value === r.state);
      return state && TENTATIVE.has(state.value) ? labelText(state.label, language) : undefined;
    },
    [language],
  );
  const onOpen = useCallback((r: ResourceRecord) => navigate(`/${reservation.module}/view/${r.id}`), []);
  const onDateClick = useCallback(
    (date: Date) => {
      if (can(`${reservation.module}-create`))
        navigate(`/${reservation.module}/new?date=${isoDate(date)}${amenityId ? `&amenityId=${amenityId}` : ''}`);
    },
    [amenityId, can],
  );
  const filters = useMemo(() => ({ propertyId, amenityId }), [propertyId, amenityId]);
  const amenityOptions = (amenities.data?.items ?? [])
    .filter((a) => !propertyId || a.propertyId === propertyId)
    .map((a) => ({ value: a.id, label: String(a.name) }));

  return (
    <Stack gap="md" data-testid="reservation-calendar">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap={6} wrap="wrap">
          {(amenities.data?.items ?? []).map((a) => (
            <Badge key={a.id} size="sm" variant="filled" color={readableColor(colors.get(a.id) ?? FALLBACK).background} tt="none">
              {String(a.name)}
            </Badge>
          ))}
          <Badge size="sm" variant="outline" color="dark.4" tt="none" className="portico-legend-tentative" data-testid="calendar-tentative-legend">
            {RESERVATION_STATES.filter((s) => TENTATIVE.has(s.value))
              .map((s) => t(s.label))
              .join(' · ')}
          </Badge>
          <Badge size="sm" variant="filled" color="gray.4" tt="none">
            {RESERVATION_STATES.filter((s) => RELEASED.has(s.value))
              .map((s) => t(s.label))
              .join(' · ')}
          </Badge>
        </Group>
        <Group align="flex-end">
          <PropertyFilter value={propertyId} onChange={setPropertyId} />
          <Select
            label={t(text.amenity)}
            placeholder={t(text.allAmenities)}
            data={amenityOptions}
            value={amenityId}
            onChange={setAmenityId}
            clearable
            w={200}
            data-testid="calendar-amenity"
          />
          {can(`${reservation.module}-create`) ? (
            <Button
              onClick={() => navigate(`/${reservation.module}/new${amenityId ? `?amenityId=${amenityId}` : ''}`)}
              data-testid="calendar-book"
            >
              {t(text.bookNow)}
            </Button>
          ) : null}
        </Group>
      </Group>
      <CalendarView
        entity={reservation}
        dateField="startAt"
        endField="endAt"
        colorOf={colorOf}
        tentativeOf={tentativeOf}
        filters={filters}
        onOpen={onOpen}
        onDateClick={onDateClick}
      />
    </Stack>
  );
}

/** `/events/calendar`: the properties' events in month and week views, in each event's colour. */
export function EventsCalendar() {
  const language = useLanguage();
  const t = (l: Label) => labelText(l, language);
  usePageMeta(t(text.eventsCalendarTitle), [{ title: t(text.eventsCalendarTitle), active: true }]);
  const can = useCan();
  const [propertyId, setPropertyId] = useState<string | null>(null);
  const colorOf = useCallback((r: ResourceRecord) => (typeof r.color === 'string' && r.color ? r.color : FALLBACK), []);
  const onOpen = useCallback((r: ResourceRecord) => navigate(`/${communityEvent.module}/view/${r.id}`), []);
  const filters = useMemo(() => ({ propertyId }), [propertyId]);
  return (
    <Stack gap="md" data-testid="events-calendar">
      <Group justify="flex-end" align="flex-end">
        <PropertyFilter value={propertyId} onChange={setPropertyId} />
        {can(`${communityEvent.module}-create`) ? (
          <Button onClick={() => navigate(`/${communityEvent.module}/new`)}>
            {labelText({ en: 'New Event', es: 'Nuevo evento' }, language)}
          </Button>
        ) : null}
      </Group>
      <CalendarView entity={communityEvent} dateField="startAt" endField="endAt" colorOf={colorOf} filters={filters} onOpen={onOpen} />
    </Stack>
  );
}

export const reservationCalendarPage: RemotePage = { path: '/reservation/calendar', permission: 'reservations-list' };
export const eventsCalendarPage: RemotePage = { path: '/events/calendar', permission: 'events-list' };
export const reservationCalendarRoutes: RemoteRoute[] = [
  { path: reservationCalendarPage.path, render: () => <ReservationCalendar /> },
  { path: eventsCalendarPage.path, render: () => <EventsCalendar /> },
];
