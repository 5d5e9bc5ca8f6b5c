import { eq, sql } from 'drizzle-orm';
import type { DomainEvent } from '@portico/contracts';
import type { Db, EventSubscription } from '@portico/platform';
import { propertyDirectory } from './schema';

interface PropertyEventData {
  id: string;
  parentOrgId: string;
  name: string;
  status: string;
  version: number;
}

/** Applies one people.property.* event to the directory. Runs inside the inbox transaction. */
export async function applyPropertyEvent(event: DomainEvent, tx: Db): Promise<void> {
  const data = event.data as PropertyEventData;
  if (event.subject.endsWith('.deleted')) {
    await tx.delete(propertyDirectory).where(eq(propertyDirectory.id, data.id));
    return;
  }
  await tx
    .insert(propertyDirectory)
    .values({ id: data.id, parentOrgId: data.parentOrgId, name: data.name, status: data.status, version: data.version })
    .onConflictDoUpdate({
      target: propertyDirectory.id,
      set: { parentOrgId: data.parentOrgId, name: data.name, status: data.status, version: data.version, updatedAt: sql`now()` },
      // Events of one property may arrive out of order across subjects: newest version wins.
      setWhere: sql`${propertyDirectory.version} < ${data.version}`,
    });
}

export const propertyDirectorySubscription: EventSubscription = {
  source: 'people',
  durable: 'community-property-directory',
  filterSubjects: ['created', 'updated', 'archived', 'restored', 'deleted'].map((e) => `people.property.${e}`),
  handler: applyPropertyEvent,
};
