import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SEED_ORGS, SEED_PROPERTIES, SEED_USER_TYPES, type SeedAccount } from '@portico/contracts';
import { peopleService } from '../../../people/src/people.service';
import { communityService } from '../community.service';
import { startApiTestbed, type ApiTestbed } from '../../../../gateway/src/testing/api-testbed';

/** A Harbor Lofts unit (people's seed numbers Lofts units from 101). */
export const LOFTS_UNIT = '2dab7e30-0000-4000-8000-000000000101';

/**
 * People and community behind the gateway, sharing one data dir for files (the seed stores its
 * demo files where the gateway serves them), plus direct SQL on community's database.
 */
export interface CommunityApi extends ApiTestbed {
  sql<T = Record<string, any>>(text: string, params?: unknown[]): Promise<T[]>;
  upload(
    who: string | SeedAccount,
    path: string,
    files: { name: string; bytes: Buffer; type?: string }[],
  ): Promise<{ status: number; body: any }>;
  download(who: string | SeedAccount, path: string): Promise<{ status: number; headers: Headers; bytes: Buffer }>;
  /** A resident of Harbor Lofts (another property of the same org), created through the API. */
  loftsResident(): Promise<SeedAccount>;
}

export async function startCommunityApi(): Promise<CommunityApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portico-community-'));
  process.env.PORTICO_DATA_DIR = dataDir;
  const api = await startApiTestbed({ services: [peopleService, communityService], requestTimeoutMs: 30_000, gatewayDataDir: dataDir });
  const pool = new pg.Pool({ connectionString: api.databases.community, max: 4 });
  const sql = async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[];
  // Participants are checked against the user mirror (ADR 0021), filled from people's events.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const [row] = await sql<{ n: number }>(`select count(*)::int as n from community.mirror_records where entity = 'user'`);
    if (row!.n >= 6) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const bearer = async (who: string | SeedAccount) => ({ authorization: `Bearer ${await api.token(who)}` });
  let lofts: SeedAccount | undefined;
  return {
    ...api,
    sql,
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
      await pool.end();
      await api.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
