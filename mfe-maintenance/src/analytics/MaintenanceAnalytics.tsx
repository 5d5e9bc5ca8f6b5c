import { useState } from 'react';
import { Alert, Group, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ORDER_STATES, type Label, type MaintenanceAnalytics } from '@portico/contracts';
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
import { BarChartCard, DonutChartCard, StatCard, type RemoteRoute, PropertyFilter } from '@portico/shell-ui';
import { STATE_COLORS } from '../calendar/MaintenanceCalendar';

const text = {
  title: { en: 'Maintenance Analytics', es: 'Analítica de mantenimiento' },
  from: { en: 'Created from', es: 'Creadas desde' },
  to: { en: 'Created to', es: 'Creadas hasta' },
  total: { en: 'Work orders', es: 'Órdenes de trabajo' },
  open: { en: 'Open', es: 'Abiertas' },
  overdue: { en: 'Overdue', es: 'Vencidas' },
  meanDays: { en: 'Mean time to complete', es: 'Tiempo medio de resolución' },
  days: { en: 'days', es: 'días' },
  onTime: { en: 'Completed on time', es: 'Completadas a tiempo' },
  ofCompleted: { en: 'of completed orders', es: 'de las órdenes completadas' },
  byState: { en: 'Orders by status', es: 'Órdenes por estado' },
  byCategory: { en: 'Orders by category', es: 'Órdenes por categoría' },
  byProperty: { en: 'Orders by property', es: 'Órdenes por propiedad' },
  orders: { en: 'Orders', es: 'Órdenes' },
  none: { en: 'None', es: 'Sin asignar' },
} satisfies Record<string, Label>;

/** `/analytics/maintenance`: counts and times of the caller's work orders, aggregated by the maintenance service in scope. */
export function MaintenanceAnalyticsPage() {
  const language = useLanguage();
  const t = (label: Label) => labelText(label, language);
  usePageMeta(t(text.title), [{ title: t(text.title), active: true }]);
  const [propertyId, setPropertyId] = useState<string | null>(null);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const query = { ...(propertyId ? { propertyId } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) };
  // Under the orders' root: a live change of an order refreshes the figures.
  const analytics = useQuery({
    queryKey: [...resourceQueryRoot('orders'), 'analytics', query],
    queryFn: ({ signal }) => api.get<MaintenanceAnalytics>('/analytics/maintenance', { query, signal }),
  });
  const data = analytics.data;
  const none = t(text.none);
  const stateLabel = new Map<string, Label>(ORDER_STATES.map((s) => [s.value, s.label]));

  return (
    <Stack gap="md" data-testid="maintenance-analytics">
      <Group align="flex-end" wrap="wrap">
        <PropertyFilter value={propertyId} onChange={setPropertyId} />
        <TextInput type="date" label={t(text.from)} value={from ?? ''} onChange={(e) => setFrom(e.currentTarget.value || null)} w={180} />
        <TextInput type="date" label={t(text.to)} value={to ?? ''} onChange={(e) => setTo(e.currentTarget.value || null)} w={180} />
      </Group>
      {analytics.isError ? (
        <Alert color="danger" data-testid="analytics-error">
          {errorMessage(analytics.error)}
        </Alert>
      ) : null}
      {!data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={96} />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
          <StatCard testId="stat-total" label={t(text.total)} value={formatNumber(data.total)} />
          <StatCard testId="stat-open" label={t(text.open)} value={formatNumber(data.open)} />
          <StatCard testId="stat-overdue" label={t(text.overdue)} value={formatNumber(data.overdue)} />
          <StatCard
            testId="stat-mean-days"
            label={t(text.meanDays)}
            value={data.meanDaysToComplete === null ? '—' : `${formatNumber(data.meanDaysToComplete)} ${t(text.days)}`}
          />
          <StatCard
            testId="stat-on-time"
            label={t(text.onTime)}
            value={data.onTimeRate === null ? '—' : `${Math.round(data.onTimeRate * 100)}%`}
            hint={t(text.ofCompleted)}
          />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, lg: 3 }}>
        <DonutChartCard
          title={text.byState}
          loading={analytics.isLoading}
          chartLabel={data?.total}
          data={(data?.byState ?? []).map((b) => ({
            name: b.key ?? 'none',
            label: b.key && stateLabel.get(b.key) ? stateLabel.get(b.key)! : none,
            value: b.count,
            color: b.key ? STATE_COLORS[b.key] : undefined,
          }))}
        />
        <BarChartCard
          title={text.byCategory}
          loading={analytics.isLoading}
          data={(data?.byCategory ?? []).map((b) => ({ name: b.name ?? none, count: b.count }))}
          dataKey="name"
          series={[{ name: 'count', label: text.orders }]}
        />
        <BarChartCard
          title={text.byProperty}
          loading={analytics.isLoading}
          data={(data?.byProperty ?? []).map((b) => ({ name: b.name ?? none, count: b.count }))}
          dataKey="name"
          series={[{ name: 'count', label: text.orders, color: 'teal.6' }]}
        />
      </SimpleGrid>
    </Stack>
  );
}

export const maintenanceAnalyticsPage: RemotePage = { path: '/analytics/maintenance', permission: 'orders-list' };
export const maintenanceAnalyticsRoute: RemoteRoute = { path: maintenanceAnalyticsPage.path, render: () => <MaintenanceAnalyticsPage /> };
