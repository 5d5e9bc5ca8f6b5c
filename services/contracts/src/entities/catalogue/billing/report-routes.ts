import { z } from 'zod';
import { msg } from '../../../messages/render';
import { keyedIssue, zodError } from '../../../messages/zod';
import { calendarDate, policyText, rangeIsReversed, uuidString } from '../../input-rules';
import { slugFor } from '../../permissions';
import { defineRoute, type RouteSpec } from '../../routes';
import { financialEntry } from './financial-entry';

/** NATS subjects of the billing reports (ADR 0035): both read the ledger and payments, in the caller's scope. */
export const BILLING_REPORT_SUBJECTS = {
  accounting: 'billing.report.accounting',
  insight: 'billing.report.insight',
} as const;

const day = (label: string) => calendarDate(`${label} must be a date (YYYY-MM-DD)`);

/** `GET /api/v1/reports/accounting`: one property, an income/expense period, and the aging date. */
export const accountingReportQuerySchema = z
  .strictObject({
    parentOrgId: uuidString.optional(),
    propertyId: uuidString.optional(),
    from: day('From').optional(),
    to: day('To').optional(),
    asOf: day('As of').optional(),
  })
  .superRefine((q, ctx) => {
    if (rangeIsReversed('date', q.from, q.to))
      ctx.addIssue({ code: 'custom', path: ['to'], ...keyedIssue(msg('validation.toBeforeFrom')) });
  });
export type AccountingReportQuery = z.infer<typeof accountingReportQuerySchema>;

export const AGING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;

export interface AccountingReport {
  asOf: string;
  /** Per account: debits, credits and the balance (debits − credits), in cents. */
  balances: { account: string; debit: number; credit: number; balance: number }[];
  /** Open receivables by days past due (not yet due counts as 0-30), in cents, from the ledger. */
  aging: { bucket: (typeof AGING_BUCKETS)[number]; amount: number; invoices: number }[];
  /** Income (4xxx) and expenses (5xxx) per property and month, in cents. */
  incomeExpenses: { propertyId: string; propertyName: string | null; period: string; income: number; expenses: number; net: number }[];
}

/** `GET /api/v1/reports/insight` ("aXP Transactions"): card and other payments, filtered; `format=csv` exports. */
export const insightReportQuerySchema = z
  .strictObject({
    parentOrgId: uuidString.optional(),
    propertyId: uuidString.optional(),
    from: day('From').optional(),
    to: day('To').optional(),
    method: z.enum(['card', 'ach', 'check', 'cash', 'other'], { error: zodError(msg('billing.query.method')) }).optional(),
    state: z.enum(['pending', 'succeeded', 'failed', 'canceled'], { error: zodError(msg('billing.query.status')) }).optional(),
    kind: z.enum(['payment', 'refund'], { error: zodError(msg('billing.query.kind')) }).optional(),
    q: policyText('Search', 100).optional(),
    format: z.enum(['json', 'csv'], { error: zodError(msg('billing.query.format')) }).optional(),
  })
  .superRefine((q, ctx) => {
    if (rangeIsReversed('date', q.from, q.to))
      ctx.addIssue({ code: 'custom', path: ['to'], ...keyedIssue(msg('validation.toBeforeFrom')) });
  });
export type InsightReportQuery = z.infer<typeof insightReportQuerySchema>;

export interface InsightTransaction {
  id: string;
  paidAt: string | null;
  createdAt: string;
  kind: string;
  state: string;
  method: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  reference: string | null;
  invoiceNumber: string | null;
  billingId: string;
  propertyId: string;
  unitId: string | null;
  amount: number;
  fee: number;
  total: number;
}

export interface InsightReport {
  /** Newest first; at most INSIGHT_LIMIT rows (the totals cover every match, refunds netted out). */
  items: InsightTransaction[];
  totals: { count: number; amount: number; fee: number; total: number };
  truncated: boolean;
  /** With `format=csv`: the whole filtered list as CSV. */
  csv?: string;
}

export const INSIGHT_LIMIT = 500;

// Both reports read the ledger and payments in the caller's scope, under the ledger's list slug.
const report = {
  domain: 'billing',
  method: 'GET',
  tag: 'Reports',
  permission: slugFor(financialEntry, 'list'),
  errors: [401, 403, 422],
} as const satisfies Partial<RouteSpec>;

export const accountingReportRoute = defineRoute({
  ...report,
  name: 'reports.accounting',
  summary: 'Accounting report',
  description:
    "One property's balances by account, receivables aging and income and expenses by month, from the ledger and payments in the caller's scope.",
  path: '/reports/accounting',
  subject: BILLING_REPORT_SUBJECTS.accounting,
  query: accountingReportQuerySchema,
  ok: 'Balances by account, receivables aging, income and expenses by property and month',
});

export const insightReportRoute = defineRoute({
  ...report,
  name: 'reports.insight',
  summary: 'aXP Transactions report',
  description: "Card and other payments, filtered and paged, with totals, in the caller's scope.",
  path: '/reports/insight',
  subject: BILLING_REPORT_SUBJECTS.insight,
  query: insightReportQuerySchema,
  fixedQuery: { format: 'json' },
  ok: 'aXP Transactions: payments with totals',
});

/** aXP Transactions as CSV: the same filters, every matching row. */
export const insightExportRoute = defineRoute({
  ...report,
  name: 'reports.insight.export',
  summary: 'Export aXP Transactions',
  description: 'The aXP Transactions report as CSV: the same filters, every matching row.',
  path: '/reports/insight/export',
  subject: BILLING_REPORT_SUBJECTS.insight,
  query: insightReportQuerySchema,
  fixedQuery: { format: 'csv' },
  download: { field: 'csv', contentType: 'text/csv; charset=utf-8', fileName: 'axp-transactions.csv' },
  ok: 'aXP Transactions as CSV',
});
