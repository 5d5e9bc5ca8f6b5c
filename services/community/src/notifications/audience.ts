import { sql } from 'drizzle-orm';
import type { Db } from '@portico/platform';

type Row = Record<string, unknown>;

const ids = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
/** Rows of a raw query, whichever driver answered (node-postgres or PGlite). */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

const json = (list: readonly string[]) => JSON.stringify([...new Set(list)]);

/**
 * The users a notification reaches, read from community's mirrors of people's records: its
 * users, the members of its user and notification groups, and the users of every unit in its
 * unit groups (and units a notification group lists). Only active users of the notification's
 * org; narrowed to its property when it names one, else to the sender's properties when the
 * sender is limited to some. Sorted, so batches of a fan-out are stable across retries.
 */
export async function resolveAudience(tx: Db, record: Row, senderPropertyIds: readonly string[] = []): Promise<string[]> {
  const orgId = record.parentOrgId;
  if (typeof orgId !== 'string') return [];
  const groupIds = [...ids(record.audienceUserGroupIds), ...ids(record.audienceUnitGroupIds), ...ids(record.audienceNotificationGroupIds)];
  const groups = groupIds.length
    ? rowsOf<{ data: Row }>(
        await tx.execute(sql`select data from community.mirror_records
          where entity = 'group' and status = 'active' and parent_org_id = ${orgId}
            and id in (select jsonb_array_elements_text(${json(groupIds)}::jsonb)::uuid)`),
      )
    : [];
  const userIds = [...ids(record.audienceUserIds), ...groups.flatMap((g) => ids(g.data.memberUserIds))];
  const unitIds = groups.flatMap((g) => ids(g.data.memberUnitIds));
  if (userIds.length === 0 && unitIds.length === 0) return [];

  const properties = typeof record.audiencePropertyId === 'string' ? [record.audiencePropertyId] : senderPropertyIds;
  const propertyFilter = properties.length
    ? sql`and (u.data->'propertyIds' ?| array(select jsonb_array_elements_text(${json(properties)}::jsonb))
          or u.data->'unitIds' ?| array(select p.id::text from community.mirror_records p
               where p.entity = 'unit' and p.property_id in (select jsonb_array_elements_text(${json(properties)}::jsonb)::uuid)))`
    : sql``;
  const result = await tx.execute(sql`select u.id::text as id from community.mirror_records u
    where u.entity = 'user' and u.status = 'active' and u.parent_org_id = ${orgId}
      and (u.id in (select jsonb_array_elements_text(${json(userIds)}::jsonb)::uuid)
           or u.data->'unitIds' ?| array(select jsonb_array_elements_text(${json(unitIds)}::jsonb)))
      ${propertyFilter}
    order by u.id`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

/** Active user accounts assigned to a unit (a user's `unitIds` lists it). */
export async function unitUserIds(tx: Db, unitId: string): Promise<string[]> {
  const result = await tx.execute(sql`select u.id::text as id from community.mirror_records u
    where u.entity = 'user' and u.status = 'active' and u.data->'unitIds' ? ${unitId}
    order by u.display, u.id`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}
