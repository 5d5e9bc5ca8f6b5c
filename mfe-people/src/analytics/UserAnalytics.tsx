import { Card, Table, Text } from '@mantine/core';
import { todayIso, type Label } from '@portico/contracts/kit';
import { joinRequest, reportRange, roleLabels, type UserAnalytics } from '@portico/contracts/people';
import { formatDate, formatInteger, formatNumber, labelText } from '@portico/shell-sdk';
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
import { countFormatter, periodLabel } from './report-format';
import { analyticsText as text } from './text';

const decisions = new Map<string, Label>((joinRequest.fields.requestStatus?.options ?? []).map((o) => [o.value, o.label]));

/**
 * `/analytics/user`: accounts created, join requests received and people who used the console,
 * per day, week or month of the range and by role, counted by the people service in scope.
 */
export function UserAnalyticsPage() {
  const filters = useReportFilters(reportRange({}, todayIso()));
  // Under the users' root: a new or changed account refreshes the figures.
  const { language, t, report } = useReport<UserAnalytics>(
    text.userTitle,
    { module: 'users', name: 'analytics', path: '/analytics/user' },
    reportQuery(filters.query),
  );
  const data = report.data;
  const counts = countFormatter((v) => formatNumber(v));
  const role = (key: string) => labelText((roleLabels as Record<string, Label>)[key] ?? { en: key, es: key }, language);

  return (
    <ReportPage
      testId="user-analytics"
      errorTestId="analytics-error"
      report={report}
      filters={<ReportFilters state={filters} testIdPrefix="analytics" />}
      loading={<StatGrid columns={4} />}
      charts={[
        <LineChartCard
          key="time"
          title={text.overTime}
          description={data ? t(data.bucket === 'day' ? text.perDay : data.bucket === 'week' ? text.perWeek : text.perMonth) : undefined}
          loading={report.isLoading}
          valueFormatter={counts}
          data={(data?.overTime ?? []).map((p) => ({
            period: periodLabel(p.period, data!.bucket, language),
            signUps: p.signUps,
            joinRequests: p.joinRequests,
            activeUsers: p.activeUsers,
          }))}
          dataKey="period"
          curveType="linear"
          series={[
            { name: 'signUps', label: text.signUps, color: 'portico.6' },
            { name: 'joinRequests', label: text.joinRequests, color: 'warning.6' },
            { name: 'activeUsers', label: text.activeUsers, color: 'teal.6' },
          ]}
        />,
        <BarChartCard
          key="role"
          title={text.byRole}
          loading={report.isLoading}
          valueFormatter={counts}
          data={(data?.byRole ?? []).map((r) => ({ role: role(r.role), users: r.users, signUps: r.signUps, active: r.active }))}
          dataKey="role"
          series={[
            { name: 'users', label: text.users, color: 'portico.6' },
            { name: 'signUps', label: text.signUps, color: 'warning.6' },
            { name: 'active', label: text.activeUsers, color: 'teal.6' },
          ]}
        />,
      ]}
      // One chart per row: every period and role keeps its label on the axis.
      chartsPerRow={1}
      details={(figures) => (
        <Card p="lg" data-testid="role-table">
          <Text fw={600} mb="sm">
            {t(text.byRoleTable)}
          </Text>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(text.role)}</Table.Th>
                <Table.Th ta="right">{t(text.users)}</Table.Th>
                <Table.Th ta="right">{t(text.signUps)}</Table.Th>
                <Table.Th ta="right">{t(text.activeUsers)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {figures.byRole.map((r) => (
                <Table.Tr key={r.role} data-testid="role-row">
                  <Table.Td>{role(r.role)}</Table.Td>
                  <Table.Td ta="right">{formatInteger(r.users)}</Table.Td>
                  <Table.Td ta="right">{formatInteger(r.signUps)}</Table.Td>
                  <Table.Td ta="right">{formatInteger(r.active)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed" mt="sm" data-testid="activity-note">
            {figures.activityRecordedSince
              ? `${t(text.activityNote)} ${formatDate(figures.activityRecordedSince, language)}.`
              : t(text.activityNone)}
          </Text>
        </Card>
      )}
    >
      {(figures) => (
        <StatGrid
          columns={4}
          stats={[
            { testId: 'stat-users', label: t(text.users), value: formatNumber(figures.totals.users), hint: t(text.usersHint) },
            { testId: 'stat-sign-ups', label: t(text.signUps), value: formatNumber(figures.totals.signUps), hint: t(text.signUpsHint) },
            {
              testId: 'stat-join-requests',
              label: t(text.joinRequests),
              value: formatNumber(figures.totals.joinRequests),
              hint: figures.joinRequestsByStatus
                .map(
                  (s) => `${formatInteger(s.count)} ${labelText(decisions.get(s.key) ?? { en: s.key, es: s.key }, language).toLowerCase()}`,
                )
                .join(' · '),
            },
            {
              testId: 'stat-active',
              label: t(text.activeUsers),
              value: formatNumber(figures.totals.activeUsers),
              hint: t(text.activeHint),
            },
          ]}
        />
      )}
    </ReportPage>
  );
}
