import { sql } from 'drizzle-orm';
import { SEED_USER_TYPES, vendor } from '@portico/contracts';
import type { Db, RecurringJob } from '@portico/platform';
import { vendors } from '../schema';
import { changeRecord } from '../shared/record-writes';

const LINKER = 'vendor-linker';

/**
 * Links vendor accounts to vendor records: an active user of the vendor type (a vendor who
 * signed up at /vendor/register and was approved) is set as `userId` of the oldest vendor record
 * of their org whose email matches theirs (case-insensitive) and that has no account yet. Read
 * from the user mirror, so people is never called; an account already linked in its org is
 * left alone. Answers the ids of the vendor records linked.
 */
export async function linkVendorAccounts(tx: Db): Promise<string[]> {
  const pairs = (await tx.execute(sql`
    select distinct on (u.id) v.id as "vendorId", u.id as "userId"
    from maintenance.vendors v
    join maintenance.mirror_records u
      on u.entity = 'user' and u.status = 'active'
     and u.parent_org_id = v.parent_org_id
     and u.data->>'userTypeId' = ${SEED_USER_TYPES.vendor}
     and lower(u.data->>'email') = lower(v.email)
    where v.user_id is null and v.status = 'active' and v.email is not null
      and not exists (select 1 from maintenance.vendors o where o.user_id = u.id and o.parent_org_id = v.parent_org_id)
    order by u.id, v.created_at, v.id
`)) as unknown as { rows?: { vendorId: string; userId: string }[] } | { vendorId: string; userId: string }[];
  const rows = Array.isArray(pairs) ? pairs : (pairs.rows ?? []);
  const linked: string[] = [];
  const claimed = new Set<string>();
  for (const { vendorId, userId } of rows) {
    if (claimed.has(vendorId)) continue; // two accounts with one email: the first wins
    claimed.add(vendorId);
    await changeRecord(tx, vendor, vendors, LINKER, vendorId, { userId });
    linked.push(vendorId);
  }
  return linked;
}

/** Every minute: an approved vendor finds their record linked within a minute of the mirror. */
export function vendorLinkJob(): RecurringJob {
  return {
    name: 'maintenance.vendors.link-accounts',
    everyMs: 60_000,
    async run({ tx }) {
      await linkVendorAccounts(tx);
    },
  };
}
