import { useCallback, useMemo, useState } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { occurrencesBetween, slugFor, type Label, type Recurrence } from '@portico/contracts/kit';
import { ORDER_STATES, order, schedule } from '@portico/contracts/maintenance';
import { api, defineLabels, labelText, navigate, resourceQueryRoot, useCan, useLanguage, usePageMeta } from '@portico/shell-sdk';
import {
  CalendarView,
  PropertyFilter,
  isoDate,
  readableColor,
  type CalendarExtraEvent,
  type ListPage,
  type RemoteRoute,
  type ResourceRecord,
  type VisibleRange,
} from '@portico/shell-ui';
import type { RemotePage } from '@portico/shell-sdk';

const text = defineLabels('mfe-maintenance.calendar', {
  title: { en: 'Maintenance Calendar', es: 'Calendario de mantenimiento' },
  planned: { en: 'Scheduled, no order yet', es: 'Programado, aún sin orden' },
} satisfies Record<string, Label>);

/** One colour per order state (Mantine palette), so the month reads at a glance. */
export const STATE_COLORS: Record<string, string> = {
  requested: 'var(--mantine-color-grape-6)',
  open: 'var(--mantine-color-blue-6)',
  assigned: 'var(--mantine-color-cyan-7)',
  'in-progress': 'var(--mantine-color-orange-6)',
  'on-hold': 'var(--mantine-color-yellow-7)',
  completed: 'var(--mantine-color-green-7)',
  closed: 'var(--mantine-color-gray-6)',
  rejected: 'var(--mantine-color-red-7)',
  cancelled: 'var(--mantine-color-gray-5)',
};
/** Projected occurrences: lighter, and marked in their title, so they never pass for orders. */
const PLANNED_COLOR = 'var(--mantine-color-gray-4)';
const SCHEDULE_PAGES = 5;

const dayBefore = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate() - 1);
const dayAfter = (iso: string) => isoDate(new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)) + 1));

/**
 * Occurrences of active schedules in the range that no order covers yet: the generator creates
 * orders in date order up to `lastGeneratedFor`, so later dates (from today on) are still to come.
 */
export function plannedOccurrences(
  schedules: readonly ResourceRecord[],
  range: VisibleRange,
  today: string,
): { record: ResourceRecord; date: string }[] {
  const first = isoDate(range.start);
  const last = isoDate(dayBefore(range.end));
  return schedules.flatMap((s) => {
    const generated = typeof s.lastGeneratedFor === 'string' ? dayAfter(s.lastGeneratedFor) : '';
    const from = [first, today, generated].sort().at(-1)!;
    if (typeof s.startDate !== 'string' || typeof s.repeatUnit !== 'string') return [];
    return occurrencesBetween(s as unknown as Recurrence, from, last, 200).map((date) => ({ record: s, date }));
  });
}

function useActiveSchedules(propertyId: string | null) {
  // Residents and vendors do not see the planned work: no request the gateway refuses.
  const mayList = useCan()(slugFor(schedule, 'list'));
  return useQuery({
    enabled: mayList,
    queryKey: [...resourceQueryRoot(schedule.module), 'calendar-occurrences', propertyId],
    queryFn: async ({ signal }) => {
      const items: ResourceRecord[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < SCHEDULE_PAGES; page += 1) {
        const res: ListPage = await api.get<ListPage>(`/${schedule.module}`, {
          query: { limit: 100, status: 'active', ...(propertyId ? { propertyId } : {}), ...(cursor ? { cursor } : {}) },
          signal,
        });
        items.push(...res.items);
        cursor = res.nextCursor;
        if (!cursor) break;
      }
      return items;
    },
  });
}

/** `/maintenance/calendar`: work orders by due date, coloured by state, and the scheduled work still to come. */
export function MaintenanceCalendar() {
  const language = useLanguage();
  usePageMeta(labelText(text.title, language), [{ title: labelText(text.title, language), active: true }]);
  const [propertyId, setPropertyId] = useState<string | null>(null);
  const [range, setRange] = useState<VisibleRange | null>(null);
  const schedules = useActiveSchedules(propertyId);

  const extraEvents = useMemo<CalendarExtraEvent[]>(() => {
    if (!range || !schedules.data) return [];
    return plannedOccurrences(schedules.data, range, isoDate(new Date())).map(({ record, date }) => ({
      id: `${record.id}:${date}`,
      title: `↻ ${String(record.title ?? '')}`,
      start: date,
      allDay: true,
      color: PLANNED_COLOR,
      onClick: () => navigate(`/${schedule.module}/view/${record.id}`),
    }));
  }, [range, schedules.data]);

  const colorOf = useCallback((record: ResourceRecord) => STATE_COLORS[String(record.state)], []);
  const onOpen = useCallback((record: ResourceRecord) => navigate(`/${order.module}/view/${record.id}`), []);
  const filters = useMemo(() => ({ propertyId }), [propertyId]);

  return (
    <Stack gap="md" data-testid="maintenance-calendar" data-planned={extraEvents.length}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap={6} wrap="wrap">
          {ORDER_STATES.map((s) => (
            <Badge key={s.value} size="sm" variant="filled" color={readableColor(STATE_COLORS[s.value]!).background}>
              {labelText(s.label, language)}
            </Badge>
          ))}
          <Badge size="sm" variant="outline" color="gray" style={{ borderStyle: 'dashed' }}>
            ↻ {labelText(text.planned, language)}
          </Badge>
        </Group>
        <PropertyFilter value={propertyId} onChange={setPropertyId} w={260} testId="calendar-property" />
      </Group>
      <CalendarView
        entity={order}
        dateField="dueDate"
        colorOf={colorOf}
        filters={filters}
        onOpen={onOpen}
        extraEvents={extraEvents}
        onRangeChange={setRange}
      />
      {schedules.isError ? <Text c="danger">{String(schedules.error)}</Text> : null}
    </Stack>
  );
}

export const maintenanceCalendarPage: RemotePage = { path: '/maintenance/calendar', permission: 'orders-list' };
export const maintenanceCalendarRoute: RemoteRoute = { path: maintenanceCalendarPage.path, render: () => <MaintenanceCalendar /> };
