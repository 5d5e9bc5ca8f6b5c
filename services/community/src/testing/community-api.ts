import pg from 'pg';
import { openDatabase, type Database } from '@portico/platform';
import { peopleService } from '../../../people/src/people.service';
import { communityService } from '../community.service';
import { startApiTestbed, type ApiTestbed } from '../../../../gateway/src/testing/api-testbed';

/**
 * People and community behind the gateway, for community's tests: the API as the seeded accounts
 * meet it, a mail sink, direct reads of the community database (queued mail, counters), and a
 * Database to run the scheduler's jobs with a chosen clock.
 */
export interface CommunityApi extends ApiTestbed {
  sql<T = Record<string, any>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Mail queued by community (effects table) to `to` whose subject contains `about`. */
  mailsTo(to: string, about: string): Promise<{ to: string; subject: string; text: string }[]>;
  /** Polls (bounded) until `check` answers something truthy. */
  until<T>(check: () => Promise<T | undefined | false>, what: string, ms?: number): Promise<T>;
  db: Database;
}

export async function startCommunityApi(options: { gatewayDataDir?: string } = {}): Promise<CommunityApi> {
  const api = await startApiTestbed({ services: [peopleService, communityService], requestTimeoutMs: 30_000, mail: true, ...options });
  const pool = new pg.Pool({ connectionString: api.databases.community, max: 4 });
  // An idle client cut off when the test database is dropped must not fail the run.
  pool.on('error', () => undefined);
  const sql = async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[];
  const db = await openDatabase({ url: api.databases.community!, schema: 'community', migrationsFolder: communityService.migrationsFolder });
  const until = async <T>(check: () => Promise<T | undefined | false>, what: string, ms = 60_000): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await check();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  };
  // Units, properties and users reach community through its mirrors (ADR 0021): wait for them
  // (bounded; a test that needs more than the seed waits for its own records).
  await until(async () => {
    const [row] = await sql<{ users: number; units: number; properties: number }>(
      `select count(*) filter (where entity = 'user')::int as users, count(*) filter (where entity = 'unit')::int as units,
              count(*) filter (where entity = 'property')::int as properties from community.mirror_records`,
    );
    return row!.users >= 6 && row!.units >= 40 && row!.properties >= 3;
  }, 'the user, unit and property mirrors').catch(() => undefined);
  return {
    ...api,
    sql,
    db,
    until,
    async mailsTo(to, about) {
      return sql(
        `select payload->>'to' as to, payload->>'subject' as subject, payload->>'text' as text from community.effects
          where kind = 'mail' and payload->>'to' = $1 and payload->>'subject' like '%' || $2 || '%' order by created_at`,
        [to, about],
      );
    },
    async stop() {
      await db.close();
      await pool.end();
      await api.stop();
    },
  };
}
