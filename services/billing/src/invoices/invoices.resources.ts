import { approvalRule, billing, billingLine, billingSettings, financialEntry, payment } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { billingLines, billings, payments } from './invoices.schema';
import { financialEntries } from '../ledger/ledger.schema';
import { approvalRules } from '../approvals/approvals.schema';
import { billingSettingsTable } from '../settings/settings.schema';

/** The billing core's resources: invoices and bills, their lines, payments, the ledger, rules, settings. */
export const invoiceResources: ResourceRegistration[] = [
  { def: billing, table: billings },
  { def: billingLine, table: billingLines },
  { def: payment, table: payments },
  { def: financialEntry, table: financialEntries },
  { def: approvalRule, table: approvalRules },
  { def: billingSettings, table: billingSettingsTable },
];
