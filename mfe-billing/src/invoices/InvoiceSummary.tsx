import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { invoiceLine } from '@portico/contracts/billing';
import { formatDate, formatMoney, labelText, useLanguage } from '@portico/shell-sdk';
import { useResourceList, type ResourceRecord } from '@portico/shell-ui';
import { TEXT, isOverdue } from './text';

/** The invoice as a bill reads: its lines (the fee line apart), and its totals in USD. */
export function InvoiceSummary({ record }: { record: ResourceRecord }) {
  const language = useLanguage();
  const lines = useResourceList(invoiceLine, {
    limit: 100,
    status: 'active',
    sort: 'position',
    direction: 'asc',
    filters: { billingId: record.id },
  });
  const items = (lines.data?.items ?? []) as ResourceRecord[];
  const money = (key: string) => formatMoney(Number(record[key] ?? 0), language);
  const overdue = isOverdue(record);
  return (
    <Card withBorder padding="lg" data-testid="invoice-summary">
      <Group justify="space-between" mb="sm">
        <Title order={4}>
          {labelText(TEXT.invoiceNo, language)}: {String(record.number ?? '—')}
        </Title>
        <Group gap="xs">
          {overdue ? (
            <Badge color="danger" data-testid="invoice-overdue">
              {labelText(TEXT.overdue, language)}
            </Badge>
          ) : null}
          <Text size="sm" c="dimmed">
            {labelText(TEXT.due, language)} {formatDate(String(record.dueDate ?? ''), language)}
          </Text>
        </Group>
      </Group>
      {items.length === 0 && !lines.isLoading ? (
        <Text c="dimmed" size="sm">
          {labelText(TEXT.noLines, language)}
        </Text>
      ) : (
        <Table data-testid="invoice-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{labelText(TEXT.description, language)}</Table.Th>
              <Table.Th>{labelText(TEXT.account, language)}</Table.Th>
              <Table.Th ta="right">{labelText(TEXT.quantity, language)}</Table.Th>
              <Table.Th ta="right">{labelText(TEXT.amount, language)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((line) => (
              <Table.Tr key={line.id} data-kind={String(line.kind)} data-testid={line.kind === 'fee' ? 'fee-line' : 'charge-line'}>
                <Table.Td>{String(line.description ?? '')}</Table.Td>
                <Table.Td>{String(line.account ?? '')}</Table.Td>
                <Table.Td ta="right">{String(line.quantity ?? 1)}</Table.Td>
                <Table.Td ta="right">{formatMoney(Number(line.amount ?? 0), language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Stack gap={2} mt="md" align="flex-end" data-testid="invoice-totals">
        {(['amount', 'fee', 'total', 'credited', 'paid', 'balance'] as const).map((key) =>
          key === 'credited' && !Number(record.credited) ? null : (
            <Group key={key} gap="xl" justify="flex-end">
              <Text size="sm" c={key === 'balance' ? undefined : 'dimmed'} fw={key === 'balance' || key === 'total' ? 700 : 400}>
                {labelText(TEXT[key], language)}
              </Text>
              <Text size="sm" fw={key === 'balance' || key === 'total' ? 700 : 400} data-testid={`invoice-${key}`} miw={110} ta="right">
                {money(key)}
              </Text>
            </Group>
          ),
        )}
        <Text size="xs" c="dimmed">
          {labelText(TEXT.currency, language)}
        </Text>
      </Stack>
    </Card>
  );
}
