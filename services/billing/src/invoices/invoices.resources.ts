import { approvalRule, billing, billingLine, billingSettings, financialEntry, payment } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { billingLines, billings, payments } from './invoices.schema';
import { financialEntries } from '../ledger/ledger.schema';
import { approvalRules } from '../approvals/approvals.schema';
import { billingSettingsTable } from '../settings/settings.schema';
import { billingHooks, billingLineHooks } from './invoice.hooks';
import { invoiceActions } from './invoice.actions';
import { approvalRuleHooks } from '../approvals/approval-rules';
import { billingSettingsHooks } from '../settings/settings.hooks';
import type { CardPayments } from '../payments/card-payments';

/** The billing core's resources: invoices and bills, their lines, payments, the ledger, rules, settings. */
export function invoiceResources(cards: CardPayments): ResourceRegistration[] {
  return [
    { def: billing, table: billings, hooks: billingHooks, actions: invoiceActions(cards) },
    { def: billingLine, table: billingLines, hooks: billingLineHooks },
    { def: payment, table: payments },
    { def: financialEntry, table: financialEntries },
    { def: approvalRule, table: approvalRules, hooks: approvalRuleHooks },
    { def: billingSettings, table: billingSettingsTable, hooks: billingSettingsHooks },
  ];
}
