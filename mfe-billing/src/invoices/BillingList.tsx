import { SegmentedControl, Stack } from '@mantine/core';
import { billing } from '@portico/contracts';
import { labelText, navigate, useLanguage, useLocation } from '@portico/shell-sdk';
import { ResourceList } from '@portico/shell-ui';
import { TEXT } from './text';

/** `?type=ar|ap` (the quick-access "Bill" link adds `type=ar`) or the stored values. */
export function billingTypeFromQuery(search: string): 'receivable' | 'payable' | undefined {
  const type = new URLSearchParams(search).get('type');
  if (type === 'ar' || type === 'receivable') return 'receivable';
  if (type === 'ap' || type === 'payable') return 'payable';
  return undefined;
}

/** The billings list, narrowed to invoices (AR) or bills (AP) by `?type=`. */
export function BillingList({ base = '/billings/list', only }: { base?: string; only?: 'receivable' }) {
  const language = useLanguage();
  useLocation();
  const type = only ?? billingTypeFromQuery(window.location.search);
  const value = type === 'receivable' ? 'ar' : type === 'payable' ? 'ap' : 'all';
  return (
    <Stack gap="sm">
      {only ? null : (
        <SegmentedControl
          data-testid="billing-type-filter"
          value={value}
          onChange={(next) => navigate(next === 'all' ? base : `${base}?type=${next}`)}
          data={[
            { value: 'all', label: labelText(TEXT.all, language) },
            { value: 'ar', label: labelText(TEXT.receivables, language) },
            { value: 'ap', label: labelText(TEXT.payables, language) },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      <ResourceList
        key={`billings:${value}`}
        def={billing}
        {...(type ? { fixedFilters: { type }, title: labelText(type === 'receivable' ? TEXT.receivables : TEXT.payables, language) } : {})}
      />
    </Stack>
  );
}
