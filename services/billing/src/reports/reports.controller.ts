import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  AGING_BUCKETS,
  writeCsv,
  BILLING_REPORT_SUBJECTS,
  INSIGHT_LIMIT,
  accountingReportQuerySchema,
  financialEntry,
  insightReportQuerySchema,
  isoDay,
  parseInput,
  payment,
  slugFor,
  type AccountingReport,
  type InsightReport,
  type InsightTransaction,
  type ResourceRequest,
} from '@portico/contracts';
import {
  DB,
  RequirePermission,
  isPlatformPrincipal,
  mirrorRecordsTable,
  principalOf,
  scopeFilter,
  type Db,
  type Principal,
} from '@portico/platform';
import { financialEntries } from '../ledger/ledger.schema';
import { invoices, payments } from '../invoices/invoices.schema';

const F = financialEntries as unknown as Record<string, PgColumn>;
const P = payments as unknown as Record<string, PgColumn>;
const B = invoices as unknown as Record<string, PgColumn>;
const RECEIVABLE = '1200';

type Rows<T> = { rows?: T[] } | T[];
const rowsOf = <T>(r: unknown): T[] => {
  const out = r as Rows<T>;
  return Array.isArray(out) ? out : (out.rows ?? []);
};

/** The ledger rows the caller may see: the entry list's own scope, narrowed by org and property. */
function ledgerWhere(principal: Principal, q: { parentOrgId?: string | undefined; propertyId?: string | undefined }): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scopeFilter(financialEntry, financialEntries, principal), eq(F.status!, 'active')];
  if (q.parentOrgId && isPlatformPrincipal(principal)) conditions.push(eq(F.parentOrgId!, q.parentOrgId));
  if (q.propertyId) conditions.push(eq(F.propertyId!, q.propertyId));
  return and(...conditions);
}

/**
 * The accounting report (spec: /accounting/report) and aXP Transactions (/caliber/report-insight).
 * Amounts come from the ledger (ADR 0035: reports read financial entries, never recompute from
 * invoices) and from payments as recorded; every query runs under the caller's row scope.
 */
@Controller()
export class BillingReportsController {
  constructor(@Inject(DB) private readonly db: Db) {}

  @MessagePattern(BILLING_REPORT_SUBJECTS.accounting)
  @RequirePermission(slugFor(financialEntry, 'list'))
  accounting(@Payload() req: ResourceRequest): Promise<AccountingReport> {
    return accountingReport(this.db, principalOf(req), req.query ?? {});
  }

  @MessagePattern(BILLING_REPORT_SUBJECTS.insight)
  @RequirePermission(slugFor(financialEntry, 'list'))
  insight(@Payload() req: ResourceRequest): Promise<InsightReport> {
    return insightReport(this.db, principalOf(req), req.query ?? {});
  }
}

export async function accountingReport(db: Db, principal: Principal, raw: unknown, today = new Date()): Promise<AccountingReport> {
  const q = parseInput(accountingReportQuerySchema, raw);
  const asOf = q.asOf ?? isoDay(today);
  const where = ledgerWhere(principal, q);
  const balances = rowsOf<{ account: string; debit: string; credit: string }>(
    await db.execute(sql`
      select ${F.account} as account, coalesce(sum(${F.debit}), 0) as debit, coalesce(sum(${F.credit}), 0) as credit
      from ${financialEntries} where ${where} and ${F.entryDate} <= ${asOf}::date
      group by ${F.account} order by ${F.account}`),
  ).map((r) => ({ account: r.account, debit: Number(r.debit), credit: Number(r.credit), balance: Number(r.debit) - Number(r.credit) }));

  // Each invoice's open receivable is its net on the receivable account; its age runs from its
  // due date (the only thing read from the invoice: the amounts are the ledger's).
  const aged = rowsOf<{ bucket: string; amount: string; invoices: number }>(
    await db.execute(sql`
      with open as (
        select ${F.billingId} as billing_id, sum(${F.debit}) - sum(${F.credit}) as amount
        from ${financialEntries}
        where ${where} and ${F.account} = ${RECEIVABLE} and ${F.billingId} is not null and ${F.entryDate} <= ${asOf}::date
        group by ${F.billingId}
        having sum(${F.debit}) - sum(${F.credit}) > 0
      )
      select case
          when ${asOf}::date - coalesce(b.due_date, ${asOf}::date) <= 30 then '0-30'
          when ${asOf}::date - b.due_date <= 60 then '31-60'
          when ${asOf}::date - b.due_date <= 90 then '61-90'
          else '90+' end as bucket,
        sum(open.amount) as amount, count(*)::int as invoices
      from open left join ${invoices} b on b.id = open.billing_id
      group by 1`),
  );
  const aging = AGING_BUCKETS.map((bucket) => {
    const found = aged.find((a) => a.bucket === bucket);
    return { bucket, amount: Number(found?.amount ?? 0), invoices: Number(found?.invoices ?? 0) };
  });

  const period: SQL[] = [];
  if (q.from) period.push(sql`${F.entryDate} >= ${q.from}::date`);
  if (q.to) period.push(sql`${F.entryDate} <= ${q.to}::date`);
  const mirror = mirrorRecordsTable('billing');
  const flows = rowsOf<{ property_id: string; name: string | null; period: string; income: string; expenses: string }>(
    await db.execute(sql`
      select f.property_id, m.display as name, f.period, f.income, f.expenses from (
        select ${F.propertyId} as property_id, to_char(${F.entryDate}, 'YYYY-MM') as period,
          coalesce(sum(${F.credit} - ${F.debit}) filter (where ${F.account} like '4%'), 0) as income,
          coalesce(sum(${F.debit} - ${F.credit}) filter (where ${F.account} like '5%'), 0) as expenses
        from ${financialEntries}
        where ${and(where, ...period, sql`(${F.account} like '4%' or ${F.account} like '5%')`)}
        group by 1, 2
      ) f left join ${mirror} m on m.entity = 'property' and m.id = f.property_id
      order by f.period desc, m.display nulls last`),
  );
  return {
    asOf,
    balances,
    aging,
    incomeExpenses: flows.map((r) => ({
      propertyId: r.property_id,
      propertyName: r.name,
      period: r.period,
      income: Number(r.income),
      expenses: Number(r.expenses),
      net: Number(r.income) - Number(r.expenses),
    })),
  };
}

export async function insightReport(db: Db, principal: Principal, raw: unknown): Promise<InsightReport> {
  const q = parseInput(insightReportQuerySchema, raw);
  const conditions: (SQL | undefined)[] = [scopeFilter(payment, payments, principal), eq(P.status!, 'active')];
  if (q.parentOrgId && isPlatformPrincipal(principal)) conditions.push(eq(P.parentOrgId!, q.parentOrgId));
  if (q.propertyId) conditions.push(eq(P.propertyId!, q.propertyId));
  if (q.method) conditions.push(eq(P.method!, q.method));
  if (q.state) conditions.push(eq(P.state!, q.state));
  if (q.kind) conditions.push(eq(P.kind!, q.kind));
  const when = sql`coalesce(${P.paidAt}, ${P.createdAt})`;
  if (q.from) conditions.push(sql`${when} >= ${q.from}::date`);
  if (q.to) conditions.push(sql`${when} < (${q.to}::date + 1)`);
  if (q.q) {
    const pattern = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(${P.reference} ilike ${pattern} or ${P.cardLast4} ilike ${pattern} or ${B.number} ilike ${pattern})`);
  }
  const where = and(...conditions);
  const csv = q.format === 'csv';
  const rows = (await db
    .select({
      id: P.id!,
      paidAt: P.paidAt!,
      createdAt: P.createdAt!,
      kind: P.kind!,
      state: P.state!,
      method: P.method!,
      cardBrand: P.cardBrand!,
      cardLast4: P.cardLast4!,
      reference: P.reference!,
      invoiceNumber: B.number!,
      billingId: P.billingId!,
      propertyId: P.propertyId!,
      unitId: P.unitId!,
      amount: P.amount!,
      fee: P.fee!,
      total: P.total!,
    })
    .from(payments)
    .leftJoin(invoices, eq(B.id!, P.billingId!))
    .where(where)
    .orderBy(sql`${when} desc`, sql`${P.id} desc`)
    .limit(csv ? 100_000 : INSIGHT_LIMIT + 1)) as unknown as InsightTransaction[];
  // Totals net refunds out: money returned counts against money received.
  const [totals] = rowsOf<{ count: number; amount: string; fee: string; total: string }>(
    await db.execute(sql`
      select count(*)::int as count,
        coalesce(sum(case when ${P.kind} = 'refund' then -${P.amount} else ${P.amount} end), 0) as amount,
        coalesce(sum(case when ${P.kind} = 'refund' then -${P.fee} else ${P.fee} end), 0) as fee,
        coalesce(sum(case when ${P.kind} = 'refund' then -${P.total} else ${P.total} end), 0) as total
      from ${payments} left join ${invoices} on ${B.id} = ${P.billingId} where ${where}`),
  );
  const items = rows.slice(0, csv ? rows.length : INSIGHT_LIMIT).map((r) => ({
    ...r,
    amount: Number(r.amount ?? 0),
    fee: Number(r.fee ?? 0),
    total: Number(r.total ?? 0),
  }));
  const report: InsightReport = {
    items: csv ? [] : items,
    totals: {
      count: Number(totals?.count ?? 0),
      amount: Number(totals?.amount ?? 0),
      fee: Number(totals?.fee ?? 0),
      total: Number(totals?.total ?? 0),
    },
    truncated: !csv && rows.length > INSIGHT_LIMIT,
  };
  if (csv) report.csv = toCsv(items);
  return report;
}

const CSV_COLUMNS: [keyof InsightTransaction, string][] = [
  ['paidAt', 'Paid On'],
  ['invoiceNumber', 'Invoice No'],
  ['kind', 'Kind'],
  ['state', 'Status'],
  ['method', 'Method'],
  ['cardBrand', 'Card'],
  ['cardLast4', 'Last 4'],
  ['reference', 'Reference'],
  ['amount', 'Amount'],
  ['fee', 'Transaction Fee'],
  ['total', 'Total'],
];

/** Amounts in units with two decimals; writeCsv quotes and guards formulas. */
function toCsv(items: InsightTransaction[]): string {
  const cell = (key: keyof InsightTransaction, value: unknown): unknown =>
    (key === 'amount' || key === 'fee' || key === 'total') && value !== null && value !== undefined
      ? (Number(value) / 100).toFixed(2)
      : value;
  return writeCsv(
    CSV_COLUMNS.map(([, label]) => label),
    items.map((item) => CSV_COLUMNS.map(([key]) => cell(key, item[key]))),
  );
}
