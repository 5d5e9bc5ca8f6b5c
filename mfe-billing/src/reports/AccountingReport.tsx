import { useState } from 'react';
import { Alert, Card, Group, Select, SimpleGrid, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_OPTIONS, financialEntry, property, slugFor, type AccountingReport, type Label } from '@portico/contracts';
import {
  api,
  errorMessage,
  formatMoney,
  labelText,
  resourceQueryRoot,
  useLanguage,
  usePageMeta,
  type RemotePage,
} from '@portico/shell-sdk';
import { BarChartCard, useResourceList, type RemoteRoute } from '@portico/shell-ui';

const text = {
  title: { en: 'Accounting Report', es: 'Informe contable' },
  property: { en: 'Property', es: 'Propiedad' },
  allProperties: { en: 'All properties', es: 'Todas las propiedades' },
  from: { en: 'Period from', es: 'Período desde' },
  to: { en: 'Period to', es: 'Período hasta' },
  asOf: { en: 'Balances as of', es: 'Saldos al' },
  balances: { en: 'Balance by account', es: 'Saldo por cuenta' },
  account: { en: 'Account', es: 'Cuenta' },
  debit: { en: 'Debits', es: 'Débitos' },
  credit: { en: 'Credits', es: 'Créditos' },
  balance: { en: 'Balance', es: 'Saldo' },
  aging: { en: 'Receivables aging (days past due)', es: 'Antigüedad de cuentas por cobrar (días de atraso)' },
  invoices: { en: 'invoices', es: 'facturas' },
  flows: { en: 'Income and expenses by property and month', es: 'Ingresos y gastos por propiedad y mes' },
  period: { en: 'Month', es: 'Mes' },
  income: { en: 'Income', es: 'Ingresos' },
  expenses: { en: 'Expenses', es: 'Gastos' },
  net: { en: 'Net', es: 'Neto' },
  empty: { en: 'No ledger entries for these filters.', es: 'No hay asientos para estos filtros.' },
  openReceivables: { en: 'Open receivables', es: 'Cuentas por cobrar abiertas' },
} satisfies Record<string, Label>;

const accountName = new Map<string, Label>(ACCOUNT_OPTIONS.map((o) => [o.value, o.label]));
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `/accounting/report` (spec): read from the ledger by the billing service, in the caller's scope. */
export function AccountingReportPage() {
  const language = useLanguage();
  const t = (label: Label) => labelText(label, language);
  usePageMeta(t(text.title), [{ title: t(text.title), active: true }]);
  const [propertyId, setPropertyId] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [asOf, setAsOf] = useState('');
  const properties = useResourceList(property, { limit: 100, status: 'active', sort: property.displayField, direction: 'asc' });
  const query = {
    ...(propertyId ? { propertyId } : {}),
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) ? { to } : {}),
    ...(DAY.test(asOf) ? { asOf } : {}),
  };
  const report = useQuery({
    queryKey: [...resourceQueryRoot(financialEntry.module), 'accounting-report', query],
    queryFn: ({ signal }) => api.get<AccountingReport>('/reports/accounting', { query, signal }),
  });
  const data = report.data;
  const money = (v: number) => formatMoney(v, language);
  const compactMoney = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const open = data?.aging.reduce((sum, a) => sum + a.amount, 0) ?? 0;
  return (
    <Stack gap="md" data-testid="accounting-report">
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t(text.property)}
          placeholder={t(text.allProperties)}
          clearable
          data={(properties.data?.items ?? []).map((p) => ({ value: p.id, label: String(p[property.displayField] ?? p.id) }))}
          value={propertyId}
          onChange={setPropertyId}
          data-testid="report-property"
        />
        <TextInput
          label={t(text.from)}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          data-testid="report-from"
        />
        <TextInput label={t(text.to)} type="date" value={to} onChange={(e) => setTo(e.currentTarget.value)} data-testid="report-to" />
        <TextInput
          label={t(text.asOf)}
          type="date"
          value={asOf}
          onChange={(e) => setAsOf(e.currentTarget.value)}
          data-testid="report-as-of"
        />
      </Group>
      {report.isError ? <Alert color="danger">{errorMessage(report.error)}</Alert> : null}
      {!data ? (
        <Skeleton h={240} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <BarChartCard
              title={`${t(text.aging)} · ${t(text.openReceivables)} ${money(open)}`}
              data={data.aging.map((a) => ({ bucket: a.bucket, amount: a.amount }))}
              dataKey="bucket"
              series={[{ name: 'amount', label: text.openReceivables, color: 'orange.6' }]}
              // Compact on the axis ($3.9K), so the labels fit the card.
              valueFormatter={(v) => compactMoney.format(v / 100)}
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
    </Stack>
  );
}

export const accountingReportPage: RemotePage = { path: '/accounting/report', permission: slugFor(financialEntry, 'list') };
export const accountingReportRoute: RemoteRoute = { path: accountingReportPage.path, render: () => <AccountingReportPage /> };
