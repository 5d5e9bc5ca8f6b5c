import { useState } from 'react';
import { Button, Card, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { toMinorUnits } from '@portico/contracts/kit';
import { ACCOUNT_OPTIONS, invoice as invoiceDef, financialEntry } from '@portico/contracts/billing';
import {
  api,
  errorMessage,
  labelText,
  linkProps,
  resourceQueryRoot,
  toast,
  useLanguage,
  usePageMeta,
  type RemotePage,
} from '@portico/shell-sdk';
import { RecordProblem, RelatedList, useResourceRecord, type RemoteRoute } from '@portico/shell-ui';
import { InvoiceSummary } from './InvoiceSummary';
import { TEXT } from './text';

/** `/caliber/financial/{billId}`: a manual, balanced entry (debit one account, credit another) against an invoice. */
function FinancialEntryPage({ billId }: { billId: string }) {
  const language = useLanguage();
  const client = useQueryClient();
  const invoice = useResourceRecord(invoiceDef, billId);
  usePageMeta(labelText(TEXT.newEntry, language), [
    { title: labelText(invoiceDef.titlePlural, language), url: '/billings/list' },
    { title: String(invoice.data?.number ?? invoice.data?.title ?? ''), url: `/billings/view/${billId}` },
    { title: labelText(TEXT.newEntry, language), active: true },
  ]);
  const [debit, setDebit] = useState<string | null>('1000');
  const [credit, setCredit] = useState<string | null>('1200');
  const [amount, setAmount] = useState<string | number>('');
  const [memo, setMemo] = useState('');
  const [date, setDate] = useState(new Date().toISOString().slice(0, 10));
  const [busy, setBusy] = useState(false);
  if (invoice.error) return <RecordProblem error={invoice.error} base="/billings" onRetry={() => void invoice.refetch()} />;
  if (!invoice.data) return null;
  const options = ACCOUNT_OPTIONS.map((o) => ({ value: o.value, label: labelText(o.label, language) }));
  const submit = async () => {
    const cents = toMinorUnits(String(amount));
    setBusy(true);
    try {
      await api.post(`/${invoiceDef.module}/${encodeURIComponent(billId)}/post-entry`, {
        debitAccount: debit,
        creditAccount: credit,
        amount: cents,
        entryDate: date,
        memo,
      });
      toast.success(labelText(TEXT.posted, language), memo);
      setAmount('');
      setMemo('');
      await client.invalidateQueries({ queryKey: resourceQueryRoot(financialEntry.module) });
    } catch (err) {
      toast.error(labelText(TEXT.newEntry, language), errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="md">
      <InvoiceSummary record={invoice.data} />
      <Card withBorder padding="lg" data-testid="financial-entry-form">
        <Stack gap="sm">
          <Group grow>
            <Select
              label={labelText(TEXT.debit, language)}
              data={options}
              value={debit}
              onChange={setDebit}
              allowDeselect={false}
              data-testid="entry-debit"
            />
            <Select
              label={labelText(TEXT.credit, language)}
              data={options}
              value={credit}
              onChange={setCredit}
              allowDeselect={false}
              data-testid="entry-credit"
            />
          </Group>
          <Group grow>
            <NumberInput
              label={`${labelText(TEXT.amount, language)} (USD)`}
              decimalScale={2}
              min={0.01}
              value={amount}
              onChange={setAmount}
              data-testid="entry-amount"
            />
            <TextInput type="date" label={labelText(TEXT.date, language)} value={date} onChange={(e) => setDate(e.currentTarget.value)} />
          </Group>
          <TextInput
            label={labelText(TEXT.memo, language)}
            required
            value={memo}
            onChange={(e) => setMemo(e.currentTarget.value)}
            data-testid="entry-memo"
          />
          <Group justify="space-between">
            <a {...linkProps(`/billings/view/${billId}`)}>{labelText(TEXT.back, language)}</a>
            <Button onClick={() => void submit()} loading={busy} data-testid="entry-post">
              {labelText(TEXT.post, language)}
            </Button>
          </Group>
        </Stack>
      </Card>
      <RelatedList
        def={financialEntry}
        field="billingId"
        parentId={billId}
        columns={['entryDate', 'account', 'debit', 'credit', 'source', 'memo']}
      />
    </Stack>
  );
}

export const financialEntryPage: RemotePage = { path: '/caliber/financial/:billId', permission: 'billings-post-entry' };
export const financialEntryRoute: RemoteRoute = {
  path: financialEntryPage.path,
  render: ({ billId }) => <FinancialEntryPage billId={billId!} />,
};
