import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  STAFF_BASE_ROLES,
  getStartedRoute,
  invite,
  property,
  unit,
  user,
  type GetStartedProgress,
  type ResourceRequest,
} from '@portico/contracts';
import { AUTHENTICATED_ONLY, DB, RequirePermission, principalOf, scopeFilter, type Db } from '@portico/platform';
import { invites, properties, units, userTypes, users } from '../schema';

/** tableFor's tables are typed loosely: their columns by name. */
const c = (table: unknown, name: string): PgColumn => (table as Record<string, PgColumn>)[name]!;

async function count(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return Number(row?.n ?? 0);
}

/** `/get-started` (issue 18): each step of the first-run guide ticks itself off from these counts. */
@Controller()
export class GetStartedController {
  constructor(@Inject(DB) private readonly db: Db) {}

  @MessagePattern(getStartedRoute.subject)
  @RequirePermission(AUTHENTICATED_ONLY)
  async progress(@Payload() req: ResourceRequest): Promise<GetStartedProgress> {
    const me = principalOf(req);
    const staffTypes = this.db
      .select({ id: c(userTypes, 'id') })
      .from(userTypes)
      .where(inArray(c(userTypes, 'baseRole'), [...STAFF_BASE_ROLES]));
    const [p, u, s, i] = await Promise.all([
      count(this.db, properties as unknown as PgTable, and(eq(c(properties, 'status'), 'active'), scopeFilter(property, properties, me))),
      count(this.db, units as unknown as PgTable, and(eq(c(units, 'status'), 'active'), scopeFilter(unit, units, me))),
      count(
        this.db,
        users as unknown as PgTable,
        and(
          eq(c(users, 'status'), 'active'),
          ne(c(users, 'id'), me.userId),
          inArray(c(users, 'userTypeId'), staffTypes),
          scopeFilter(user, users, me),
        ),
      ),
      count(
        this.db,
        invites as unknown as PgTable,
        and(
          inArray(c(invites, 'inviteStatus'), ['pending', 'accepted']),
          inArray(c(invites, 'userTypeId'), staffTypes),
          scopeFilter(invite, invites, me),
        ),
      ),
    ]);
    return { properties: p, units: u, staff: s, staffInvites: i };
  }
}
