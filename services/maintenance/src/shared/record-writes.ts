import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { EntityDef } from '@portico/contracts';
import { applyRecordChange, type Db, type ResourceTable } from '@portico/platform';

type Row = Record<string, unknown>;
const col = (table: ResourceTable, name: string) => (table as unknown as Record<string, PgColumn>)[name]!;

/** Reads one row by id inside the transaction, locked when it is about to change. */
export async function rowById(tx: Db, table: ResourceTable, id: unknown, lock = false): Promise<Row | undefined> {
  if (typeof id !== 'string') return undefined;
  const query = tx
    .select()
    .from(table)
    .where(eq(col(table, 'id'), id));
  const [row] = (lock ? await query.for('update') : await query) as Row[];
  return row;
}

/** A domain rule's change to a related record, with its event: the platform's own write. */
export function changeRecord(tx: Db, def: EntityDef, table: ResourceTable, actor: string, id: string, changes: Row): Promise<Row> {
  return applyRecordChange(tx, def, table, actor, id, changes);
}
