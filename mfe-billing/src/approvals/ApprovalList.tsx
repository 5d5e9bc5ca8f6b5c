import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { approvalRule, invoice } from '@portico/contracts/billing';
import {
  api,
  errorMessage,
  formatDate,
  formatMoney,
  labelText,
  linkProps,
  resourceQueryRoot,
  toast,
  useLanguage,
  usePageMeta,
  usePrincipal,
  type RemotePage,
} from '@portico/shell-sdk';
import type { RemoteRoute, ResourceRecord } from '@portico/shell-ui';
import { TEXT } from '../invoices/text';

/**
 * `/approval/list`: the invoices and bills awaiting the signed-in approver (those naming them,
 * or naming nobody), with approve and reject (a reason required). Where the org has no approval
 * rule: "Approval feature not available".
 */
function ApprovalListPage() {
  const language = useLanguage();
  const me = usePrincipal();
  const client = useQueryClient();
  usePageMeta(labelText(TEXT.approvals, language), [{ title: labelText(TEXT.approvals, language), active: true }]);
  const rules = useQuery({
    queryKey: [...resourceQueryRoot(approvalRule.module), 'any'],
    queryFn: ({ signal }) => api.get<{ total: number }>(`/${approvalRule.module}`, { query: { limit: 1 }, signal }),
  });
  const pending = useQuery({
    queryKey: [...resourceQueryRoot(invoice.module), 'awaiting-approval'],
    queryFn: ({ signal }) =>
      api.get<{ items: ResourceRecord[] }>(`/${invoice.module}`, {
        query: { state: 'pending-approval', limit: 100, sort: 'dueDate', direction: 'asc' },
        signal,
      }),
  });
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  if (rules.isLoading || pending.isLoading) return <Text c="dimmed">…</Text>;
  if ((rules.data?.total ?? 0) === 0)
    return (
      <Alert color="warning" data-testid="approval-unavailable">
        {labelText(TEXT.approvalUnavailable, language)}
      </Alert>
    );
  const mine = (pending.data?.items ?? []).filter((r) => {
    const approvers = (r.approverUserIds as string[] | undefined) ?? [];
    return approvers.length === 0 || (me ? approvers.includes(me.userId) : false);
  });
  const decide = async (record: ResourceRecord, verb: 'approve' | 'reject') => {
    const reason = reasons[record.id]?.trim();
    if (verb === 'reject' && !reason) {
      toast.error(labelText(TEXT.reject, language), labelText(TEXT.reasonRequired, language));
      return;
    }
    setBusy(record.id);
    try {
      await api.post(`/${invoice.module}/${encodeURIComponent(record.id)}/${verb}`, reason ? { reason } : {});
      toast.success(labelText(verb === 'approve' ? TEXT.approve : TEXT.reject, language), String(record.title ?? ''));
      await client.invalidateQueries({ queryKey: resourceQueryRoot(invoice.module) });
    } catch (err) {
      toast.error(labelText(verb === 'approve' ? TEXT.approve : TEXT.reject, language), errorMessage(err));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card withBorder padding="lg">
      {mine.length === 0 ? (
        <Text c="dimmed" data-testid="approval-empty">
          {labelText(TEXT.nothingToApprove, language)}
        </Text>
      ) : (
        <Table data-testid="approval-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{labelText(invoice.fields.type.label, language)}</Table.Th>
              <Table.Th>{labelText(invoice.fields.title.label, language)}</Table.Th>
              <Table.Th ta="right">{labelText(TEXT.total, language)}</Table.Th>
              <Table.Th>{labelText(TEXT.due, language)}</Table.Th>
              <Table.Th>{labelText(TEXT.reason, language)}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mine.map((r) => (
              <Table.Tr key={r.id} data-testid="approval-row">
                <Table.Td>{labelText(r.type === 'payable' ? TEXT.payables : TEXT.receivables, language)}</Table.Td>
                <Table.Td>
                  <a {...linkProps(`/billings/view/${r.id}`)}>{String(r.title ?? '')}</a>
                </Table.Td>
                <Table.Td ta="right">{formatMoney(Number(r.total ?? 0), language)}</Table.Td>
                <Table.Td>{formatDate(String(r.dueDate ?? ''), language)}</Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={labelText(TEXT.reason, language)}
                    value={reasons[r.id] ?? ''}
                    onChange={(e) => setReasons({ ...reasons, [r.id]: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" loading={busy === r.id} onClick={() => void decide(r, 'approve')} data-testid="approve">
                      {labelText(TEXT.approve, language)}
                    </Button>
                    <Button
                      size="xs"
                      color="danger"
                      variant="light"
                      disabled={busy === r.id}
                      onClick={() => void decide(r, 'reject')}
                      data-testid="reject"
                    >
                      {labelText(TEXT.reject, language)}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Stack mt="md">
        <a {...linkProps(`/${approvalRule.module}/list`)}>{labelText(TEXT.approvalRules, language)}</a>
      </Stack>
    </Card>
  );
}

export const approvalListPage: RemotePage = { path: '/approval/list', permission: 'billings-approve' };
export const approvalListRoute: RemoteRoute = { path: approvalListPage.path, render: () => <ApprovalListPage /> };
