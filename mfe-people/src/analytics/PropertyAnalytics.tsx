import { Card, Table, Text } from '@mantine/core';
import { todayIso } from '@portico/contracts/kit';
import { reportRange, type PropertyAnalytics } from '@portico/contracts/people';
import { formatDate, formatInteger, formatNumber } from '@portico/shell-sdk';
import {
  BarChartCard,
  LineChartCard,
  ReportFilters,
  ReportPage,
  StatGrid,
  reportQuery,
  useReport,
  useReportFilters,
} from '@portico/shell-ui';
import { countFormatter, periodLabel, shareText } from './report-format';
import { analyticsText as text } from './text';

/**
 * `/analytics/property`: units, occupancy and people by property, computed by the people
 * service in the caller's scope; occupancy as of the range's last day, move-ins and move-outs
 * within it, and the occupied units at the end of each period.
 */
export function PropertyAnalyticsPage() {
  // The range starts filled in (the last twelve months), so the figures say which days they cover.
  const filters = useReportFilters(reportRange({}, todayIso()));
  // Under the units' root: a live change of a unit refreshes the figures.
  const { language, t, report } = useReport<PropertyAnalytics>(
    text.propertyTitle,
    { module: 'unit-users', name: 'analytics', path: '/analytics/property' },
    reportQuery(filters.query),
  );
  const data = report.data;
  const rows = data?.byProperty ?? [];
  const counts = countFormatter((v) => formatNumber(v));

  return (
    <ReportPage
      testId="property-analytics"
      errorTestId="analytics-error"
      report={report}
      filters={<ReportFilters state={filters} testIdPrefix="analytics" />}
      loading={<StatGrid columns={6} />}
      charts={[
        <BarChartCard
          key="units"
          title={text.unitsByProperty}
          description={data ? `${t(text.asOf)} ${formatDate(data.to, language)}` : undefined}
          loading={report.isLoading}
          valueFormatter={counts}
          data={rows.map((p) => ({ name: p.name, occupied: p.occupied, vacant: p.units - p.occupied }))}
          dataKey="name"
          type="stacked"
          series={[
            { name: 'occupied', label: text.occupied, color: 'portico.6' },
            { name: 'vacant', label: text.vacant, color: 'gray.4' },
          ]}
        />,
        <BarChartCard
          key="people"
          title={text.peopleByProperty}
          description={data ? `${t(text.asOf)} ${formatDate(data.to, language)}` : undefined}
          loading={report.isLoading}
          valueFormatter={counts}
          data={rows.map((p) => ({ name: p.name, residents: p.residents, accounts: p.residentAccounts, staff: p.staff }))}
          dataKey="name"
          series={[
            { name: 'residents', label: text.residents, color: 'portico.6' },
            { name: 'accounts', label: text.residentAccounts, color: 'teal.6' },
            { name: 'staff', label: text.staff, color: 'warning.6' },
          ]}
        />,
        <LineChartCard
          key="time"
          title={text.occupancyOverTime}
          description={data ? t(data.bucket === 'day' ? text.perDay : data.bucket === 'week' ? text.perWeek : text.perMonth) : undefined}
          loading={report.isLoading}
          valueFormatter={counts}
          data={(data?.occupancy ?? []).map((p) => ({
            period: periodLabel(p.period, data!.bucket, language),
            units: p.units,
            occupied: p.occupied,
          }))}
          dataKey="period"
          curveType="linear"
          series={[
            { name: 'units', label: text.unitsToday, color: 'gray.5' },
            { name: 'occupied', label: text.occupiedUnits, color: 'portico.6' },
          ]}
        />,
      ]}
      // One chart per row: each property's name stays readable under its bar.
      chartsPerRow={1}
      details={(figures) => (
        <>
          <Card p="lg" data-testid="occupancy-table">
            <Text fw={600} mb="sm">
              {t(text.byPropertyTable)}
            </Text>
            <Table.ScrollContainer minWidth={720}>
              <Table striped highlightOnHover>
                <Table.Thead style={{ whiteSpace: 'nowrap' }}>
                  <Table.Tr>
                    <Table.Th>{t(text.property)}</Table.Th>
                    <Table.Th>{t(text.organization)}</Table.Th>
                    <Table.Th ta="right">{t(text.units)}</Table.Th>
                    <Table.Th ta="right">{t(text.occupied)}</Table.Th>
                    <Table.Th ta="right">{t(text.occupancy)}</Table.Th>
                    <Table.Th ta="right">{t(text.residents)}</Table.Th>
                    <Table.Th ta="right">{t(text.residentAccounts)}</Table.Th>
                    <Table.Th ta="right">{t(text.staff)}</Table.Th>
                    <Table.Th ta="right">{t(text.moveIns)}</Table.Th>
                    <Table.Th ta="right">{t(text.moveOuts)}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {figures.byProperty.map((p) => (
                    <Table.Tr key={p.propertyId} data-testid="occupancy-row">
                      <Table.Td>{p.name}</Table.Td>
                      <Table.Td>{p.organization ?? '—'}</Table.Td>
                      <Table.Td ta="right">{formatInteger(p.units)}</Table.Td>
                      <Table.Td ta="right">{formatInteger(p.occupied)}</Table.Td>
                      <Table.Td ta="right">{shareText(p.occupancyRate, language)}</Table.Td>
                      <Table.Td ta="right">{formatInteger(p.residents)}</Table.Td>
                      <Table.Td ta="right">{formatInteger(p.residentAccounts)}</Table.Td>
                      <Table.Td ta="right">{formatInteger(p.staff)}</Table.Td>
                      <Table.Td ta="right">{formatInteger(p.moveIns)}</Table.Td>
                      <Table.Td ta="right">{formatInteger(p.moveOuts)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Text size="xs" c="dimmed" mt="sm">
              {t(text.occupancyNote)}
            </Text>
          </Card>
        </>
      )}
    >
      {(figures) => (
        <StatGrid
          columns={6}
          stats={[
            { testId: 'stat-properties', label: t(text.properties), value: formatNumber(figures.totals.properties) },
            { testId: 'stat-units', label: t(text.units), value: formatNumber(figures.totals.units) },
            { testId: 'stat-occupied', label: t(text.occupiedUnits), value: formatNumber(figures.totals.occupied) },
            {
              testId: 'stat-occupancy',
              label: t(text.occupancy),
              value: shareText(figures.totals.occupancyRate, language),
              hint: `${t(text.asOf)} ${formatDate(figures.to, language)}`,
            },
            {
              testId: 'stat-residents',
              label: t(text.residents),
              value: formatNumber(figures.totals.residents),
              hint: t(text.residentsHint),
            },
            { testId: 'stat-staff', label: t(text.staff), value: formatNumber(figures.totals.staff), hint: t(text.staffHint) },
          ]}
        />
      )}
    </ReportPage>
  );
}
