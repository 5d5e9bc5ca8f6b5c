import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { eventSubject, type DomainEvent, type EntityDef } from '@portico/contracts';
import type { Db } from '../db/database';
import type { ResourceTable } from '../db/resource-table';
import { outboxTable } from '../db/messaging-tables';
import { sealFields, withoutSecrets } from '../secrets/sealed-secret';

/**
 * Inserts seed rows that are not there yet (by id) and records a `created` event for each,
 * so other services learn about seeded records exactly as they learn about new ones.
 */
export async function seedRecords(
  db: Db,
  def: EntityDef,
  table: ResourceTable,
  rows: (Record<string, unknown> & { id: string })[],
): Promise<number> {
  if (rows.length === 0) return 0;
  return db.transaction(async (tx) => {
    const idColumn = (table as unknown as Record<string, PgColumn>).id!;
    const existing = new Set(
      (
        (await tx
          .select({ id: idColumn })
          .from(table)
          .where(
            inArray(
              idColumn,
              rows.map((r) => r.id),
            ),
          )) as { id: string }[]
      ).map((r) => r.id),
    );
    const fresh = rows.filter((r) => !existing.has(r.id));
    if (fresh.length === 0) return 0;
    const inserted = (await tx
      .insert(table)
      .values(fresh.map((r) => sealFields(def, { ...r, createdBy: 'seed', updatedBy: 'seed' })) as never)
      .returning()) as Record<string, unknown>[];
    const subject = eventSubject(def.domain, def.name, 'created');
    await tx.insert(outboxTable(def.domain)).values(
      inserted.map((row) => {
        const id = randomUUID();
        const event: DomainEvent = {
          id,
          subject,
          occurredAt: new Date().toISOString(),
          actor: 'seed',
          orgId: (row.parentOrgId as string | undefined) ?? null,
          data: withoutSecrets(def, row),
        };
        return { id, subject, payload: event };
      }),
    );
    return inserted.length;
  });
}
