import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  dailyActivityQuerySchema,
  parseInput,
  payment,
  paymentDailyRoute,
  type DailyActivity,
  type ResourceRequest,
} from '@portico/contracts';
import { DB, RequirePermission, dailyActivity, principalOf, type Db, type Principal } from '@portico/platform';
import { payments } from '../invoices/invoices.schema';

const P = payments as unknown as Record<string, PgColumn>;

/** The dashboard's chart of the month: payments received, by the day they were paid, under the payment list's scope. */
@Controller()
export class PaymentDailyController {
  constructor(@Inject(DB) private readonly db: Db) {}

  @MessagePattern(paymentDailyRoute.subject)
  @RequirePermission(paymentDailyRoute.permission)
  daily(@Payload() req: ResourceRequest): Promise<DailyActivity> {
    return paymentDaily(this.db, principalOf(req), req.query ?? {});
  }
}

/** Succeeded payments (refunds are not money received) by the UTC day they were paid. */
export async function paymentDaily(db: Db, principal: Principal, raw: unknown): Promise<DailyActivity> {
  const range = parseInput(dailyActivityQuerySchema, raw);
  return dailyActivity(db, payment, payments, principal, range, {
    payments: { column: 'paidAt', where: and(eq(P.state!, 'succeeded'), eq(P.kind!, 'payment')) },
  });
}
