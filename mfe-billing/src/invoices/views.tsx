import { Button, Stack } from '@mantine/core';
import { actionSlug, slugFor } from '@portico/contracts/kit';
import { invoiceLine, invoicePostEntry, financialEntry, payment } from '@portico/contracts/billing';
import { labelText, linkProps, useCan, useLanguage } from '@portico/shell-sdk';
import { Icon, RelatedList, type ResourceRecord, type ResourceViewExtras } from '@portico/shell-ui';
import { InvoiceSummary } from './InvoiceSummary';
import { PayPanel } from '../payments/PayPanel';
import { TEXT } from './text';

/** Draft lines are added from the view; "New financial entry" leads to /caliber/financial/{id}. */
function InvoiceButtons({ record }: { record: ResourceRecord }) {
  const can = useCan();
  const language = useLanguage();
  const draft = ['draft', 'rejected'].includes(String(record.state));
  return (
    <>
      {draft && can(slugFor(invoiceLine, 'create')) ? (
        <Button
          size="xs"
          variant="light"
          component="a"
          {...linkProps(`/billing-lines/new?billingId=${record.id}`)}
          leftSection={<Icon name="plus" size={14} />}
          data-testid="invoice-add-line"
        >
          {labelText(TEXT.addLine, language)}
        </Button>
      ) : null}
      {!draft && record.number && can(actionSlug(invoicePostEntry)) ? (
        <Button
          size="xs"
          variant="light"
          color="gray"
          component="a"
          {...linkProps(`/caliber/financial/${record.id}`)}
          data-testid="invoice-new-entry"
        >
          {labelText(TEXT.newEntry, language)}
        </Button>
      ) : null}
    </>
  );
}

/** The invoice view: the bill as it reads, Pay (with card entry and the fee first), payments, ledger. */
export const invoiceView: ResourceViewExtras = {
  hiddenActions: ['pay', 'postEntry'],
  actions: (record) => <InvoiceButtons record={record} />,
  sections: (record) => (
    <Stack gap="md" data-testid="invoice-sections">
      <InvoiceSummary record={record} />
      <PayPanel record={record} />
      <RelatedList
        def={payment}
        field="billingId"
        parentId={record.id}
        columns={['kind', 'state', 'method', 'amount', 'fee', 'total', 'cardBrand', 'paidAt']}
      />
      <RelatedList
        def={financialEntry}
        field="billingId"
        parentId={record.id}
        columns={['entryDate', 'account', 'debit', 'credit', 'source', 'memo']}
      />
    </Stack>
  ),
};
