import pg from 'pg';
import { peopleService } from '../../../people/src/people.service';
import { communityService } from '../community.service';
import { startApiTestbed, type ApiTestbed } from '../../../../gateway/src/testing/api-testbed';

/** People and community behind the gateway, with a mail sink and direct reads of community's database. */
export interface CommunityApi extends ApiTestbed {
  sql<T = Record<string, any>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Polls (bounded) until `check` answers something truthy. */
  until<T>(check: () => Promise<T | undefined | false>, what: string, ms?: number): Promise<T>;
}

export async function startCommunityApi(options: { gatewayDataDir?: string } = {}): Promise<CommunityApi> {
  const api = await startApiTestbed({ services: [peopleService, communityService], requestTimeoutMs: 30_000, mail: true, ...options });
  const pool = new pg.Pool({ connectionString: api.databases.community, max: 4 });
  // An idle client cut off when the test database is dropped must not fail the run.
  pool.on('error', () => undefined);
  const sql = async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[];
  const until = async <T>(check: () => Promise<T | undefined | false>, what: string, ms = 30_000): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await check();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  };
  // Recipients are resolved from the user mirror (ADR 0021), filled from people's state stream.
  await until(async () => {
    const [row] = await sql<{ n: number }>(`select count(*)::int as n from community.mirror_records where entity = 'user'`);
    return row!.n >= 5;
  }, 'the user mirror');
  return {
    ...api,
    sql,
    until,
    async stop() {
      await pool.end();
      await api.stop();
    },
  };
}
