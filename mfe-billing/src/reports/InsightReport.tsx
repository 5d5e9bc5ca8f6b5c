import { useState } from 'react';
import { Alert, Button, Card, Group, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { PAYMENT_METHODS, PAYMENT_STATES, financialEntry, slugFor, type InsightReport, type Label } from '@portico/contracts';
import {
  api,
  errorMessage,
  formatDateTime,
  formatMoney,
  labelText,
  resourceQueryRoot,
  useLanguage,
  usePageMeta,
  type RemotePage,
} from '@portico/shell-sdk';
import { Icon, type RemoteRoute } from '@portico/shell-ui';

const text = {
  title: { en: 'aXP Transactions', es: 'Transacciones aXP' },
  from: { en: 'From', es: 'Desde' },
  to: { en: 'To', es: 'Hasta' },
  method: { en: 'Method', es: 'Método' },
  state: { en: 'Status', es: 'Estado' },
  all: { en: 'All', es: 'Todos' },
  search: { en: 'Reference, invoice or last 4', es: 'Referencia, factura o últimos 4' },
  export: { en: 'Export CSV', es: 'Exportar CSV' },
  paidOn: { en: 'Paid On', es: 'Pagado el' },
  invoice: { en: 'Invoice No', es: 'N.º de factura' },
  card: { en: 'Card', es: 'Tarjeta' },
  reference: { en: 'Reference', es: 'Referencia' },
  amount: { en: 'Amount', es: 'Monto' },
  fee: { en: 'Transaction Fee', es: 'Comisión' },
  total: { en: 'Total', es: 'Total' },
  count: { en: 'transactions', es: 'transacciones' },
  kind: { en: 'Kind', es: 'Clase' },
  payment: { en: 'Payment', es: 'Pago' },
  refund: { en: 'Refund', es: 'Reembolso' },
  truncated: { en: 'Showing the newest 500; export for all of them.', es: 'Se muestran las 500 más recientes; exporte para verlas todas.' },
  empty: { en: 'No transactions for these filters.', es: 'No hay transacciones para estos filtros.' },
} satisfies Record<string, Label>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `/caliber/report-insight` (spec title: aXP Transactions): card and other payments, filtered, with totals and a CSV export. */
export function InsightReportPage() {
  const language = useLanguage();
  const t = (label: Label) => labelText(label, language);
  usePageMeta(t(text.title), [{ title: t(text.title), active: true }]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [method, setMethod] = useState<string | null>('card');
  const [state, setState] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const query = {
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) ? { to } : {}),
    ...(method ? { method } : {}),
    ...(state ? { state } : {}),
    ...(q ? { q } : {}),
  };
  const report = useQuery({
    queryKey: [...resourceQueryRoot('payments'), 'insight', query],
    queryFn: ({ signal }) => api.get<InsightReport>('/reports/insight', { query, signal }),
  });
  const exportCsv = async () => {
    const blob = await api.blob('/reports/insight/export', { query });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = 'axp-transactions.csv';
    a.click();
    URL.revokeObjectURL(url);
  };
  const money = (v: number) => formatMoney(v, language);
  const data = report.data;
  const methods = PAYMENT_METHODS.map((m) => ({ value: m.value, label: t(m.label) }));
  const states = PAYMENT_STATES.map((s) => ({ value: s.value, label: t(s.label) }));
  return (
    <Stack gap="md" data-testid="insight-report">
      <Group align="flex-end" wrap="wrap">
        <TextInput label={t(text.from)} type="date" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput label={t(text.to)} type="date" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
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
        <TextInput label={t(text.search)} value={search} onChange={(e) => setSearch(e.currentTarget.value)} data-testid="insight-search" />
        <Button
          variant="light"
          leftSection={<Icon name="download" size={14} />}
          onClick={() => void exportCsv()}
          data-testid="insight-export"
        >
          {t(text.export)}
        </Button>
      </Group>
      {report.isError ? <Alert color="danger">{errorMessage(report.error)}</Alert> : null}
      {!data ? (
        <Skeleton h={240} />
      ) : (
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
    </Stack>
  );
}

export const insightReportPage: RemotePage = { path: '/caliber/report-insight', permission: slugFor(financialEntry, 'list') };
export const insightReportRoute: RemoteRoute = { path: insightReportPage.path, render: () => <InsightReportPage /> };
