import { useState } from 'react';
import { Select } from '@mantine/core';
import { RESERVATION_STATES, amenity, type ReservationAnalytics } from '@portico/contracts/community';
import { formatClock, formatNumber, type RemotePage } from '@portico/shell-sdk';
import {
  BarChartCard,
  DonutChartCard,
  ReportFilters,
  ReportPage,
  StatGrid,
  stateSlices,
  reportQuery,
  useReport,
  useReportFilters,
  useResourceList,
  type RemoteRoute,
} from '@portico/shell-ui';
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
  const filters = useReportFilters();
  const propertyId = filters.propertyId;
  const [amenityId, setAmenityId] = useState<string | null>(null);
  const amenities = useResourceList(amenity, { limit: 100, status: 'active', sort: 'name', direction: 'asc' });
  // Under the reservations' root: a live change of a reservation refreshes the figures.
  const { language, t, report } = useReport<ReservationAnalytics>(
    text.analyticsTitle,
    { module: 'reservations', name: 'analytics', path: '/analytics/reservation' },
    reportQuery({ ...filters.query, amenityId }),
  );
  const data = report.data;
  const hours = Array.from({ length: 24 }, (_, h) => String(h));
  const byHour = new Map((data?.byHour ?? []).map((b) => [b.key ?? '', b.count]));

  return (
    <ReportPage
      testId="reservation-analytics"
      report={report}
      filters={
        <ReportFilters state={filters}>
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
        </ReportFilters>
      }
      loading={<StatGrid columns={4} />}
      charts={[
        <BarChartCard
          key="amenity"
          title={text.byAmenity}
          loading={report.isLoading}
          data={(data?.byAmenity ?? []).map((b) => ({ name: b.name ?? t(text.none), count: b.count }))}
          dataKey="name"
          series={[{ name: 'count', label: text.total, color: 'portico.6' }]}
        />,
        <BarChartCard
          key="hour"
          title={text.byHour}
          loading={report.isLoading}
          data={data ? hours.map((h) => ({ hour: formatClock(Number(h), 0, language), count: byHour.get(h) ?? 0 })) : []}
          dataKey="hour"
          series={[{ name: 'count', label: text.total, color: 'teal.6' }]}
        />,
        <DonutChartCard
          key="state"
          title={text.byStatus}
          loading={report.isLoading}
          chartLabel={data?.total}
          data={stateSlices(data?.byState, RESERVATION_STATES, RESERVATION_STATE_COLORS, text.none)}
        />,
      ]}
    >
      {(figures) => (
        <StatGrid
          columns={4}
          stats={[
            { testId: 'stat-total', label: t(text.total), value: formatNumber(figures.total) },
            { testId: 'stat-pending', label: t(text.pending), value: formatNumber(figures.pending) },
            { testId: 'stat-upcoming', label: t(text.upcoming), value: formatNumber(figures.upcoming) },
            { testId: 'stat-people', label: t(text.guests), value: formatNumber(figures.people) },
          ]}
        />
      )}
    </ReportPage>
  );
}

export const reservationAnalyticsPage: RemotePage = { path: '/analytics/reservation', permission: 'reservations-list' };
export const reservationAnalyticsRoute: RemoteRoute = { path: reservationAnalyticsPage.path, render: () => <ReservationAnalyticsPage /> };
