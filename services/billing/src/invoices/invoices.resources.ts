import { approvalRule, invoice, invoiceLine, billingSettings, financialEntry, payment } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { invoiceLines, invoices, payments } from './invoices.schema';
import { financialEntries } from '../ledger/ledger.schema';
import { approvalRules } from '../approvals/approvals.schema';
import { billingSettingsTable } from '../settings/settings.schema';
import { invoiceHooks, invoiceLineHooks } from './invoice.hooks';
import { invoiceActions } from './invoice.actions';
import { approvalRuleHooks } from '../approvals/approval-rules';
import { billingSettingsHooks } from '../settings/settings.hooks';
import type { CardPayments } from '../payments/card-payments';

/** The billing core's resources: invoices and bills, their lines, payments, the ledger, rules, settings. */
export function invoiceResources(cards: CardPayments): ResourceRegistration[] {
  return [
    { def: invoice, table: invoices, hooks: invoiceHooks, actions: invoiceActions(cards) },
    { def: invoiceLine, table: invoiceLines, hooks: invoiceLineHooks },
    { def: payment, table: payments },
    { def: financialEntry, table: financialEntries },
    { def: approvalRule, table: approvalRules, hooks: approvalRuleHooks },
    { def: billingSettings, table: billingSettingsTable, hooks: billingSettingsHooks },
  ];
}
