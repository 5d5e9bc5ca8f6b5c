import { useState } from 'react';
import { Alert, Group, Select, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RESERVATION_STATES, amenity, type Label, type ReservationAnalytics } from '@portico/contracts';
import {
  api,
  errorMessage,
  formatNumber,
  labelText,
  resourceQueryRoot,
  useLanguage,
  usePageMeta,
  type RemotePage,
} from '@portico/shell-sdk';
import { BarChartCard, DonutChartCard, StatCard, useResourceList, type RemoteRoute, PropertyFilter } from '@portico/shell-ui';
import { text } from './text';

/** One colour per reservation state (Mantine palette). */
export const RESERVATION_STATE_COLORS: Record<string, string> = {
  pending: 'var(--mantine-color-yellow-6)',
  approved: 'var(--mantine-color-blue-6)',
  waitlisted: 'var(--mantine-color-grape-5)',
  completed: 'var(--mantine-color-green-7)',
  'no-show': 'var(--mantine-color-orange-7)',
  rejected: 'var(--mantine-color-red-7)',
  cancelled: 'var(--mantine-color-gray-5)',
  blocked: 'var(--mantine-color-dark-4)',
};

/** `/analytics/reservation`: reservations by amenity, by hour of day and by status, aggregated by the community service in scope. */
export function ReservationAnalyticsPage() {
  const language = useLanguage();
  const t = (l: Label) => labelText(l, language);
  usePageMeta(t(text.analyticsTitle), [{ title: t(text.analyticsTitle), active: true }]);
  const [propertyId, setPropertyId] = useState<string | null>(null);
  const [amenityId, setAmenityId] = useState<string | null>(null);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const amenities = useResourceList(amenity, { limit: 100, status: 'active', sort: 'name', direction: 'asc' });
  const query = {
    ...(propertyId ? { propertyId } : {}),
    ...(amenityId ? { amenityId } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  // Under the reservations' root: a live change of a reservation refreshes the figures.
  const analytics = useQuery({
    queryKey: [...resourceQueryRoot('reservations'), 'analytics', query],
    queryFn: ({ signal }) => api.get<ReservationAnalytics>('/analytics/reservation', { query, signal }),
  });
  const data = analytics.data;
  const stateLabel = new Map<string, Label>(RESERVATION_STATES.map((s) => [s.value, s.label]));
  const hours = Array.from({ length: 24 }, (_, h) => String(h));
  const byHour = new Map((data?.byHour ?? []).map((b) => [b.key ?? '', b.count]));

  return (
    <Stack gap="md" data-testid="reservation-analytics">
      <Group align="flex-end" wrap="wrap">
        <PropertyFilter value={propertyId} onChange={setPropertyId} />
        <Select
          label={t(text.amenity)}
          placeholder={t(text.allAmenities)}
          data={(amenities.data?.items ?? [])
            .filter((a) => !propertyId || a.propertyId === propertyId)
            .map((a) => ({ value: a.id, label: String(a.name) }))}
          value={amenityId}
          onChange={setAmenityId}
          clearable
          w={200}
        />
        <TextInput type="date" label={t(text.from)} value={from ?? ''} onChange={(e) => setFrom(e.currentTarget.value || null)} w={170} />
        <TextInput type="date" label={t(text.to)} value={to ?? ''} onChange={(e) => setTo(e.currentTarget.value || null)} w={170} />
      </Group>
      {analytics.isError ? <Alert color="danger">{errorMessage(analytics.error)}</Alert> : null}
      {!data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={96} />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <StatCard testId="stat-total" label={t(text.total)} value={formatNumber(data.total)} />
          <StatCard testId="stat-pending" label={t(text.pending)} value={formatNumber(data.pending)} />
          <StatCard testId="stat-upcoming" label={t(text.upcoming)} value={formatNumber(data.upcoming)} />
          <StatCard testId="stat-people" label={t(text.guests)} value={formatNumber(data.people)} />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, lg: 3 }}>
        <BarChartCard
          title={text.byAmenity}
          loading={analytics.isLoading}
          data={(data?.byAmenity ?? []).map((b) => ({ name: b.name ?? t(text.none), count: b.count }))}
          dataKey="name"
          series={[{ name: 'count', label: text.total, color: 'portico.6' }]}
        />
        <BarChartCard
          title={text.byHour}
          loading={analytics.isLoading}
          data={data ? hours.map((h) => ({ hour: `${h.padStart(2, '0')}:00`, count: byHour.get(h) ?? 0 })) : []}
          dataKey="hour"
          series={[{ name: 'count', label: text.total, color: 'teal.6' }]}
        />
        <DonutChartCard
          title={text.byStatus}
          loading={analytics.isLoading}
          chartLabel={data?.total}
          data={(data?.byState ?? []).map((b) => ({
            name: b.key ?? 'none',
            label: b.key && stateLabel.get(b.key) ? stateLabel.get(b.key)! : text.none,
            value: b.count,
            color: b.key ? RESERVATION_STATE_COLORS[b.key] : undefined,
          }))}
        />
      </SimpleGrid>
    </Stack>
  );
}

export const reservationAnalyticsPage: RemotePage = { path: '/analytics/reservation', permission: 'reservations-list' };
export const reservationAnalyticsRoute: RemoteRoute = { path: reservationAnalyticsPage.path, render: () => <ReservationAnalyticsPage /> };
