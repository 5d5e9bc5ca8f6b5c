import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { PorticoError } from '@portico/contracts';
import { isPlatformPrincipal, type Db, type Principal, type ResourceTable } from '@portico/platform';

type Row = Record<string, unknown>;
const col = (table: ResourceTable, name: string) => (table as unknown as Record<string, PgColumn>)[name]!;

/** Reads one row by id inside the transaction. */
export async function rowById(tx: Db, table: ResourceTable, id: unknown): Promise<Row | undefined> {
  if (typeof id !== 'string') return undefined;
  const [row] = (await tx
    .select()
    .from(table)
    .where(eq(col(table, 'id'), id))) as Row[];
  return row;
}

/** A resident acting for themself (platform roles never count as narrowed). */
export const isResident = (p: Principal) => p.roles.includes('resident') && !isPlatformPrincipal(p);

/** Who the scheduler acts as when it runs a lifecycle action (history names it "scheduler"). */
export const SCHEDULER: Principal = {
  userId: 'scheduler',
  roles: ['administrator'],
  orgId: null,
  propertyIds: [],
  unitIds: [],
  vendorId: null,
  permissions: new Set<string>(),
};

export function required(path: string, message: string): never {
  throw PorticoError.validation([{ path, message }]);
}
