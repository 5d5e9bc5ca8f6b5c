import { useState } from 'react';
import { Card, SimpleGrid, Table, Text } from '@mantine/core';
import { slugFor, type Label } from '@portico/contracts/kit';
import { ACCOUNT_OPTIONS, financialEntry, type AccountingReport } from '@portico/contracts/billing';
import { formatCompactMoney, formatMoney, type RemotePage } from '@portico/shell-sdk';
import {
  BarChartCard,
  DateFilter,
  ReportFilters,
  ReportPage,
  reportQuery,
  useReport,
  useReportFilters,
  type RemoteRoute,
} from '@portico/shell-ui';
import { accountingText as text } from './text';

const accountName = new Map<string, Label>(ACCOUNT_OPTIONS.map((o) => [o.value, o.label]));

/** `/accounting/report` (spec): read from the ledger by the billing service, in the caller's scope. */
export function AccountingReportPage() {
  const filters = useReportFilters();
  const [asOf, setAsOf] = useState('');
  const { language, t, report } = useReport<AccountingReport>(
    text.title,
    { module: financialEntry.module, name: 'accounting-report', path: '/reports/accounting' },
    reportQuery({ ...filters.query, asOf }),
  );
  const money = (v: number) => formatMoney(v, language);
  return (
    <ReportPage
      testId="accounting-report"
      report={report}
      filters={
        <>
          <ReportFilters state={filters} testIdPrefix="report" />
          <DateFilter label={t(text.asOf)} value={asOf} onChange={setAsOf} testId="report-as-of" />
        </>
      }
    >
      {(data) => (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <BarChartCard
              title={`${t(text.aging)} · ${t(text.openReceivables)} ${money(data.aging.reduce((sum, a) => sum + a.amount, 0))}`}
              data={data.aging.map((a) => ({ bucket: a.bucket, amount: a.amount }))}
              dataKey="bucket"
              series={[{ name: 'amount', label: text.openReceivables, color: 'orange.6' }]}
              // Compact on the axis ($3.9K), so the labels fit the card.
              valueFormatter={(v) => formatCompactMoney(v / 100, language)}
            />
            <Card p={0} data-testid="report-balances">
              <Text fw={600} px="lg" py="sm">
                {t(text.balances)} ({data.asOf})
              </Text>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t(text.account)}</Table.Th>
                    <Table.Th ta="right">{t(text.debit)}</Table.Th>
                    <Table.Th ta="right">{t(text.credit)}</Table.Th>
                    <Table.Th ta="right">{t(text.balance)}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.balances.map((b) => (
                    <Table.Tr key={b.account} data-account={b.account}>
                      <Table.Td>{accountName.has(b.account) ? t(accountName.get(b.account)!) : b.account}</Table.Td>
                      <Table.Td ta="right">{money(b.debit)}</Table.Td>
                      <Table.Td ta="right">{money(b.credit)}</Table.Td>
                      <Table.Td ta="right">{money(b.balance)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {data.balances.length === 0 ? (
                <Text c="dimmed" p="lg">
                  {t(text.empty)}
                </Text>
              ) : null}
            </Card>
          </SimpleGrid>
          <Card p={0} data-testid="report-aging-table">
            <Table>
              <Table.Tbody>
                <Table.Tr>
                  {data.aging.map((a) => (
                    <Table.Td key={a.bucket} data-bucket={a.bucket}>
                      <Text size="xs" c="dimmed">
                        {a.bucket}
                      </Text>
                      <Text fw={600}>{money(a.amount)}</Text>
                      <Text size="xs" c="dimmed">
                        {a.invoices} {t(text.invoices)}
                      </Text>
                    </Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Card>
          <Card p={0} data-testid="report-flows">
            <Text fw={600} px="lg" py="sm">
              {t(text.flows)}
            </Text>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(text.property)}</Table.Th>
                  <Table.Th>{t(text.period)}</Table.Th>
                  <Table.Th ta="right">{t(text.income)}</Table.Th>
                  <Table.Th ta="right">{t(text.expenses)}</Table.Th>
                  <Table.Th ta="right">{t(text.net)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.incomeExpenses.map((r) => (
                  <Table.Tr key={`${r.propertyId}:${r.period}`}>
                    <Table.Td>{r.propertyName ?? r.propertyId}</Table.Td>
                    <Table.Td>{r.period}</Table.Td>
                    <Table.Td ta="right">{money(r.income)}</Table.Td>
                    <Table.Td ta="right">{money(r.expenses)}</Table.Td>
                    <Table.Td ta="right">{money(r.net)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {data.incomeExpenses.length === 0 ? (
              <Text c="dimmed" p="lg">
                {t(text.empty)}
              </Text>
            ) : null}
          </Card>
        </>
      )}
    </ReportPage>
  );
}

export const accountingReportPage: RemotePage = { path: '/accounting/report', permission: slugFor(financialEntry, 'list') };
export const accountingReportRoute: RemoteRoute = { path: accountingReportPage.path, render: () => <AccountingReportPage /> };
