import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED_ORGS, SEED_PROPERTIES, SEED_USER_TYPES, type SeedAccount } from '@portico/contracts';
import type { Database } from '@portico/platform';
import { peopleService } from '../../../people/src/people.service';
import { communityService } from '../community.service';
import { startApiTestbed, type ApiTestbed } from '../../../../gateway/src/testing/api-testbed';

/** A Harbor Lofts unit (people's seed numbers Lofts units from 101). */
export const LOFTS_UNIT = '2dab7e30-0000-4000-8000-000000000101';

/**
 * People and community behind the gateway, for community's tests: the API as the seeded accounts
 * meet it, a mail sink, one data dir for files (the seed stores its demo files where the gateway
 * serves them), direct reads of the community database (queued mail, counters), and a Database
 * to run the scheduler's jobs with a chosen clock.
 */
export interface CommunityApi extends ApiTestbed {
  sql<T = Record<string, any>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Mail queued by community (effects table) to `to` whose subject contains `about`. */
  mailsTo(to: string, about: string): Promise<{ to: string; subject: string; text: string }[]>;
  /** Polls (bounded) until `check` answers something truthy. */
  until<T>(check: () => Promise<T | undefined | false>, what: string, ms?: number): Promise<T>;
  db: Database;
  upload(
    who: string | SeedAccount,
    path: string,
    files: { name: string; bytes: Buffer; type?: string }[],
  ): Promise<{ status: number; body: any }>;
  download(who: string | SeedAccount, path: string): Promise<{ status: number; headers: Headers; bytes: Buffer }>;
  /** A resident of Harbor Lofts (another property of the same org), created through the API. */
  loftsResident(): Promise<SeedAccount>;
}

export async function startCommunityApi(options: { gatewayDataDir?: string } = {}): Promise<CommunityApi> {
  const ownDataDir = options.gatewayDataDir ? undefined : await mkdtemp(join(tmpdir(), 'portico-community-'));
  const dataDir = options.gatewayDataDir ?? ownDataDir!;
  process.env.PORTICO_DATA_DIR = dataDir;
  const api = await startApiTestbed({
    services: [peopleService, communityService],
    requestTimeoutMs: 30_000,
    mail: true,
    gatewayDataDir: dataDir,
  });
  // Through the service's own connection: the same on PostgreSQL and on the embedded database.
  const sql = <T>(text: string, params: unknown[] = []) => api.database('community').query<T>(text, params);
  const db = api.database('community');
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
  const bearer = async (who: string | SeedAccount) => ({ authorization: `Bearer ${await api.token(who)}` });
  let lofts: SeedAccount | undefined;
  return {
    ...api,
    sql,
    db,
    until,
    async mailsTo(to, about) {
      // With the mail sink on, sent mail leaves the effects table (its payload is cleared once
      // sent), so read what the sink received — waiting, bounded, for the first match.
      if (api.mail) {
        const matching = () =>
          api
            .mail!.messages.filter((m) => m.to.includes(to) && m.subject.includes(about))
            .map((m) => ({ to, subject: m.subject, text: m.text }));
        return until(async () => (matching().length > 0 ? matching() : undefined), `mail to ${to} about ${about}`, 15_000).catch(() => []);
      }
      // Notices (ADR 0038) are mailed to each delivery's address; other mail waits in the effects.
      return sql(
        `select * from (
           select email as to, title as subject, body as text, created_at from community.notification_deliveries where email is not null
           union all
           select payload->>'to', payload->>'subject', payload->>'text', created_at from community.effects where kind = 'mail'
         ) told where told.to = $1 and told.subject like '%' || $2 || '%' order by created_at`,
        [to, about],
      );
    },
    async upload(who, path, files) {
      const form = new FormData();
      for (const f of files)
        form.append('file', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.name);
      const res = await fetch(`${api.url}/api/v1${path}`, { method: 'POST', headers: await bearer(who), body: form });
      return { status: res.status, body: await res.json() };
    },
    async download(who, path) {
      const res = await fetch(`${api.url}/api/v1${path}`, { headers: await bearer(who) });
      return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
    },
    async loftsResident() {
      if (lofts) return lofts;
      const email = `lofts.resident.${Date.now()}@example.com`;
      const created = await api.call('admin@portico.test', 'POST', '/users', {
        parentOrgId: SEED_ORGS.harbor,
        firstName: 'Lola',
        lastName: 'Lofts',
        email,
        userTypeId: SEED_USER_TYPES.resident,
        propertyIds: [SEED_PROPERTIES.harborLofts],
        unitIds: [LOFTS_UNIT],
      });
      if (created.status !== 201) throw new Error(`lofts resident: ${created.status} ${JSON.stringify(created.body)}`);
      lofts = {
        id: created.body.id as string,
        email,
        name: 'Lola Lofts',
        roles: ['resident'],
        org: SEED_ORGS.harbor,
        properties: [SEED_PROPERTIES.harborLofts],
        units: [LOFTS_UNIT],
      };
      return lofts;
    },
    async stop() {
      await api.stop();
      if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
    },
  };
}
