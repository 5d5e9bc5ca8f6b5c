import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { PorticoError, type EntityDef } from '@portico/contracts';
import { writeRecordEvents, type Db, type ResourceTable } from '@portico/platform';

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

/**
 * A change a domain rule makes to a related record in the caller's transaction (a part's stock
 * after a movement, a thread's message count): version bumped and an `updated` event written,
 * exactly as a change through the API.
 */
export async function changeRecord(tx: Db, def: EntityDef, table: ResourceTable, actor: string, id: string, changes: Row): Promise<Row> {
  const [row] = (await tx
    .update(table)
    .set({ ...changes, version: sql`${col(table, 'version')} + 1`, updatedAt: sql`now()`, updatedBy: actor } as never)
    .where(eq(col(table, 'id'), id))
    .returning()) as Row[];
  if (!row) throw PorticoError.notFound(def.title.en, id);
  await writeRecordEvents(tx, def, 'update', actor, [row]);
  return row;
}
