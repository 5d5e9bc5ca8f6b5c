import { SegmentedControl, Stack } from '@mantine/core';
import { addDays, slugFor, todayIso } from '@portico/contracts/kit';
import { invoice } from '@portico/contracts/billing';
import { can, labelText, navigate, useLanguage, useLocation } from '@portico/shell-sdk';
import { ResourceList } from '@portico/shell-ui';
import { TEXT } from './text';

/** `?type=ar|ap` (the quick-access "Bill" link adds `type=ar`) or the stored values. */
export function invoiceKindFromQuery(search: string): 'receivable' | 'payable' | undefined {
  const type = new URLSearchParams(search).get('type');
  if (type === 'ar' || type === 'receivable') return 'receivable';
  if (type === 'ap' || type === 'payable') return 'payable';
  return undefined;
}

/** The billings list, narrowed to invoices (AR) or bills (AP) by `?type=`. */
export function InvoiceList({ base = '/billings/list', only }: { base?: string; only?: 'receivable' }) {
  const language = useLanguage();
  useLocation();
  const overdue = new URLSearchParams(window.location.search).get('overdue') === '1';
  const type = overdue ? 'receivable' : (only ?? invoiceKindFromQuery(window.location.search));
  const value = overdue ? 'overdue' : type === 'receivable' ? 'ar' : type === 'payable' ? 'ap' : 'all';
  // Overdue is derived, never stored (ADR 0034): issued, unpaid, and past its due date.
  const yesterday = addDays(todayIso(), -1);
  const fixed: Record<string, string> | undefined = overdue
    ? { type: 'receivable', state: 'open', dueDateTo: yesterday }
    : type
      ? { type }
      : undefined;
  // The split into invoices and bills is for those who bill; a resident or a vendor reads what
  // is billed to them, one list.
  const splits = !only && can(slugFor(invoice, 'create'));
  const title = overdue ? TEXT.overdue : type === 'receivable' ? TEXT.receivables : type === 'payable' ? TEXT.payables : undefined;
  return (
    <Stack gap="sm">
      {!splits ? null : (
        <SegmentedControl
          data-testid="billing-type-filter"
          value={value}
          onChange={(next) => navigate(next === 'all' ? base : next === 'overdue' ? `${base}?overdue=1` : `${base}?type=${next}`)}
          data={[
            { value: 'all', label: labelText(TEXT.all, language) },
            { value: 'ar', label: labelText(TEXT.receivables, language) },
            { value: 'ap', label: labelText(TEXT.payables, language) },
            { value: 'overdue', label: labelText(TEXT.overdue, language) },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      <ResourceList
        key={`billings:${value}`}
        def={invoice}
        {...(fixed && title ? { fixedFilters: fixed, title: labelText(title, language) } : {})}
      />
    </Stack>
  );
}
