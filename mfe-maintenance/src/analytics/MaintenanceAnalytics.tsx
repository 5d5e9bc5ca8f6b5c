import { ORDER_STATES, type MaintenanceAnalytics } from '@portico/contracts/maintenance';
import { formatNumber, type RemotePage } from '@portico/shell-sdk';
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
  type RemoteRoute,
} from '@portico/shell-ui';
import { STATE_COLORS } from '../calendar/MaintenanceCalendar';
import { analyticsText as text } from './text';

/** `/analytics/maintenance`: counts and times of the caller's work orders, aggregated by the maintenance service in scope. */
export function MaintenanceAnalyticsPage() {
  const filters = useReportFilters();
  // Under the orders' root: a live change of an order refreshes the figures.
  const { t, report } = useReport<MaintenanceAnalytics>(
    text.title,
    { module: 'orders', name: 'analytics', path: '/analytics/maintenance' },
    reportQuery(filters.query),
  );
  const data = report.data;
  const none = t(text.none);

  return (
    <ReportPage
      testId="maintenance-analytics"
      errorTestId="analytics-error"
      report={report}
      filters={<ReportFilters state={filters} labels={{ from: text.from, to: text.to }} w={180} />}
      loading={<StatGrid columns={5} />}
      charts={[
        <DonutChartCard
          key="state"
          title={text.byState}
          loading={report.isLoading}
          chartLabel={data?.total}
          data={stateSlices(data?.byState, ORDER_STATES, STATE_COLORS, none)}
        />,
        <BarChartCard
          key="category"
          title={text.byCategory}
          loading={report.isLoading}
          data={(data?.byCategory ?? []).map((b) => ({ name: b.name ?? none, count: b.count }))}
          dataKey="name"
          series={[{ name: 'count', label: text.orders }]}
        />,
        <BarChartCard
          key="property"
          title={text.byProperty}
          loading={report.isLoading}
          data={(data?.byProperty ?? []).map((b) => ({ name: b.name ?? none, count: b.count }))}
          dataKey="name"
          series={[{ name: 'count', label: text.orders, color: 'teal.6' }]}
        />,
      ]}
    >
      {(figures) => (
        <StatGrid
          columns={5}
          stats={[
            { testId: 'stat-total', label: t(text.total), value: formatNumber(figures.total) },
            { testId: 'stat-open', label: t(text.open), value: formatNumber(figures.open) },
            { testId: 'stat-overdue', label: t(text.overdue), value: formatNumber(figures.overdue) },
            {
              testId: 'stat-mean-days',
              label: t(text.meanDays),
              value: figures.meanDaysToComplete === null ? '—' : `${formatNumber(figures.meanDaysToComplete)} ${t(text.days)}`,
            },
            {
              testId: 'stat-on-time',
              label: t(text.onTime),
              value: figures.onTimeRate === null ? '—' : `${Math.round(figures.onTimeRate * 100)}%`,
              hint: t(text.ofCompleted),
            },
          ]}
        />
      )}
    </ReportPage>
  );
}

export const maintenanceAnalyticsPage: RemotePage = { path: '/analytics/maintenance', permission: 'orders-list' };
export const maintenanceAnalyticsRoute: RemoteRoute = { path: maintenanceAnalyticsPage.path, render: () => <MaintenanceAnalyticsPage /> };
