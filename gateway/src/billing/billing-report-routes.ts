import { Controller, Get, Header, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { BILLING_REPORT_SUBJECTS, financialEntry, slugFor, type InsightReport } from '@portico/contracts';
import { RequirePermission } from '@portico/platform';
import { ServiceClient } from '../resources/service-client';

/** Billing reports (ADR 0035), computed by the billing service from the ledger, in the caller's scope. */
@Controller('api/v1/reports')
export class BillingReportRoutes {
  constructor(private readonly services: ServiceClient) {}

  @Get('accounting')
  @RequirePermission(slugFor(financialEntry, 'list'))
  accounting(@Req() req: Request, @Query() query: Record<string, unknown>) {
    return this.services.forward(req, BILLING_REPORT_SUBJECTS.accounting, { query });
  }

  @Get('insight')
  @RequirePermission(slugFor(financialEntry, 'list'))
  insight(@Req() req: Request, @Query() query: Record<string, unknown>) {
    return this.services.forward(req, BILLING_REPORT_SUBJECTS.insight, { query: { ...query, format: 'json' } });
  }

  /** aXP Transactions as CSV: the same filters, every matching row. */
  @Get('insight/export')
  @RequirePermission(slugFor(financialEntry, 'list'))
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="axp-transactions.csv"')
  async export(@Req() req: Request, @Query() query: Record<string, unknown>): Promise<string> {
    const report = await this.services.forward<InsightReport>(req, BILLING_REPORT_SUBJECTS.insight, { query: { ...query, format: 'csv' } });
    return report.csv ?? '';
  }
}
