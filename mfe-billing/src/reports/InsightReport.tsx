import { useState } from 'react';
import { Button, Card, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { slugFor } from '@portico/contracts/kit';
import { PAYMENT_METHODS, PAYMENT_STATES, financialEntry, type InsightReport } from '@portico/contracts/billing';
import { formatDateTime, formatMoney, type RemotePage } from '@portico/shell-sdk';
import { DateRangeFilter, Icon, ReportPage, downloadAttachment, reportQuery, useReport, type RemoteRoute } from '@portico/shell-ui';
import { insightText as text } from './text';

/** `/caliber/report-insight` (spec title: aXP Transactions): card and other payments, filtered, with totals and a CSV export. */
export function InsightReportPage() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [method, setMethod] = useState<string | null>('card');
  const [state, setState] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const query = reportQuery({ from, to, method, state, q });
  const { language, t, report } = useReport<InsightReport>(
    text.title,
    { module: 'payments', name: 'insight', path: '/reports/insight' },
    query,
  );
  const money = (v: number) => formatMoney(v, language);
  const methods = PAYMENT_METHODS.map((m) => ({ value: m.value, label: t(m.label) }));
  const states = PAYMENT_STATES.map((s) => ({ value: s.value, label: t(s.label) }));
  return (
    <ReportPage
      testId="insight-report"
      report={report}
      filters={
        <>
          <DateRangeFilter labels={{ from: t(text.from), to: t(text.to) }} from={from} to={to} onFrom={setFrom} onTo={setTo} />
          <Select
            label={t(text.method)}
            placeholder={t(text.all)}
            clearable
            data={methods}
            value={method}
            onChange={setMethod}
            data-testid="insight-method"
          />
          <Select label={t(text.state)} placeholder={t(text.all)} clearable data={states} value={state} onChange={setState} />
          <TextInput
            label={t(text.search)}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            data-testid="insight-search"
          />
          <Button
            variant="light"
            leftSection={<Icon name="download" size={14} />}
            onClick={() => void downloadAttachment('/reports/insight/export', 'axp-transactions.csv', query)}
            data-testid="insight-export"
          >
            {t(text.export)}
          </Button>
        </>
      }
    >
      {(data) => (
        <Card p={0}>
          <Group px="lg" py="sm" gap="xl" data-testid="insight-totals">
            <Text fw={600}>
              {data.totals.count} {t(text.count)}
            </Text>
            <Text>
              {t(text.amount)}: <b>{money(data.totals.amount)}</b>
            </Text>
            <Text>
              {t(text.fee)}: <b>{money(data.totals.fee)}</b>
            </Text>
            <Text>
              {t(text.total)}: <b>{money(data.totals.total)}</b>
            </Text>
          </Group>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(text.paidOn)}</Table.Th>
                <Table.Th>{t(text.invoice)}</Table.Th>
                <Table.Th>{t(text.kind)}</Table.Th>
                <Table.Th>{t(text.method)}</Table.Th>
                <Table.Th>{t(text.card)}</Table.Th>
                <Table.Th>{t(text.reference)}</Table.Th>
                <Table.Th>{t(text.state)}</Table.Th>
                <Table.Th ta="right">{t(text.amount)}</Table.Th>
                <Table.Th ta="right">{t(text.fee)}</Table.Th>
                <Table.Th ta="right">{t(text.total)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((r) => (
                <Table.Tr key={r.id} data-testid="insight-row">
                  <Table.Td>{formatDateTime(r.paidAt ?? r.createdAt, language)}</Table.Td>
                  <Table.Td>{r.invoiceNumber ?? ''}</Table.Td>
                  <Table.Td>{t(r.kind === 'refund' ? text.refund : text.payment)}</Table.Td>
                  <Table.Td>{methods.find((m) => m.value === r.method)?.label ?? r.method}</Table.Td>
                  <Table.Td>{r.cardBrand ? `${r.cardBrand} •••• ${r.cardLast4 ?? ''}` : ''}</Table.Td>
                  <Table.Td>{r.reference ?? ''}</Table.Td>
                  <Table.Td>{states.find((s) => s.value === r.state)?.label ?? r.state}</Table.Td>
                  <Table.Td ta="right">{money(r.amount)}</Table.Td>
                  <Table.Td ta="right">{money(r.fee)}</Table.Td>
                  <Table.Td ta="right">{money(r.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {data.items.length === 0 ? (
            <Text c="dimmed" p="lg">
              {t(text.empty)}
            </Text>
          ) : null}
          {data.truncated ? (
            <Text c="dimmed" size="sm" p="lg">
              {t(text.truncated)}
            </Text>
          ) : null}
        </Card>
      )}
    </ReportPage>
  );
}

export const insightReportPage: RemotePage = { path: '/caliber/report-insight', permission: slugFor(financialEntry, 'list') };
export const insightReportRoute: RemoteRoute = { path: insightReportPage.path, render: () => <InsightReportPage /> };
