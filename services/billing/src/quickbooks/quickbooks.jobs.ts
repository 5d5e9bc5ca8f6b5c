import { isNotNull } from 'drizzle-orm';
import type { Logger, RecurringJob } from '@portico/platform';
import { quickbooksConnections } from '../integrations/integrations.schema';
import { connectionOf } from './connect';
import { pushAll } from './sync';
import { pullSince } from './quickbooks.controller';

const SYNC_ACTOR = 'scheduler';

/**
 * Every connected organization, one after the other: push what changed here (retrying FAILED
 * records with their same request id), then pull what changed there. One organization's
 * failure is logged and never stops another's.
 */
export function quickbooksSyncJob(log: Logger): RecurringJob {
  return {
    name: 'billing.quickbooks.sync',
    everyMs: 5 * 60_000,
    // Everything goes through the run's transaction (its nested ones are savepoints): the
    // embedded database serves one transaction at a time.
    async run({ tx: db, now }) {
      const connected = await db
        .select({ parentOrgId: quickbooksConnections.parentOrgId })
        .from(quickbooksConnections)
        .where(isNotNull(quickbooksConnections.realmId));
      for (const { parentOrgId } of connected) {
        try {
          const api = await connectionOf(db, parentOrgId);
          await pushAll(db, api, parentOrgId, SYNC_ACTOR);
          await pullSince(db, parentOrgId, SYNC_ACTOR, now);
        } catch (err) {
          log.warn({ parentOrgId, err: (err as Error).message }, 'accounting sync of one organization failed');
        }
      }
    },
  };
}
