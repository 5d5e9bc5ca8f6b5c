import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { JSONCodec, type NatsConnection, type Subscription } from 'nats';
import { inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  DOMAINS,
  PERMISSION_ACTIONS,
  domainCatalogue,
  SEED_USER_TYPES,
  kebabCase,
  moduleEntity,
  permissionEntity,
  permissionSlug,
  queueGroup,
  type Domain,
  type DomainManifest,
  type Role,
} from '@portico/contracts';
import {
  ACCESS_CHANGED_SUBJECT,
  CATALOGUE_LEARN_SUBJECT,
  DB,
  DomainRegistry,
  retryWhileTransient,
  LOGGER,
  MANIFEST,
  NATS,
  seedRecords,
  storedManifest,
  type Db,
  type Logger,
} from '@portico/platform';
import * as peopleDefinitions from '@portico/contracts/people';
import { modules, permissions, userTypes } from '../schema';

/** The people domain's own definitions, from its contracts entry (not the whole catalogue). */
export const peopleCatalogue = domainCatalogue('people', peopleDefinitions);

/** A stable id for a catalogue row learnt from a manifest: every replica writes the same one. */
function learntId(kind: string, key: string): string {
  const h = createHash('sha256').update(`${kind}:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const capitalised = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`;

/** The modules and permission rows one manifest names, and the slugs each role holds by default. */
export function catalogueRows(manifest: DomainManifest) {
  const mods = manifest.entities.map((e) => {
    const name = e.titlePlural?.en ?? e.module;
    return { key: e.module, name, domain: manifest.domain, description: `${name} (${manifest.domain})` };
  });
  const perms = manifest.entities.flatMap((e) => {
    const plural = (e.titlePlural?.en ?? e.module).toLowerCase();
    return [
      ...PERMISSION_ACTIONS.map((action) => ({
        slug: permissionSlug(e.module, action),
        moduleKey: e.module,
        action: action as string,
        description: `${capitalised(action)} ${plural}`,
      })),
      ...manifest.actions
        .filter((a) => a.entity === e.name)
        .map((a) => ({ slug: a.slug, moduleKey: e.module, action: kebabCase(a.name), description: `${a.label?.en ?? a.name} ${plural}` })),
    ];
  });
  const grants: Partial<Record<Role, string[]>> = {};
  for (const e of manifest.entities)
    for (const [role, slugs] of Object.entries(e.grants ?? {})) (grants[role as Role] ??= []).push(...slugs);
  return { modules: mods, permissions: perms, grants };
}

/**
 * Adds what a domain's manifest names and the catalogue lacks (ADR 0073): its modules, its
 * permissions, and — for slugs new to the catalogue only — their default grants on the built-in
 * user types. Additive: a slug an administrator took away is not given back by the next start.
 * Returns the slugs added.
 */
export async function learnManifest(db: Db, manifest: DomainManifest): Promise<string[]> {
  const rows = catalogueRows(manifest);
  const knownModules = await present(
    db,
    modules.key!,
    rows.modules.map((m) => m.key),
  );
  await seedRecords(
    db,
    moduleEntity,
    modules,
    rows.modules.filter((m) => !knownModules.has(m.key)).map((m) => ({ id: learntId('module', m.key), ...m })),
  );
  const knownSlugs = await present(
    db,
    permissions.slug!,
    rows.permissions.map((p) => p.slug),
  );
  const added = rows.permissions.filter((p) => !knownSlugs.has(p.slug));
  await seedRecords(
    db,
    permissionEntity,
    permissions,
    added.map((p) => ({ id: learntId('permission', p.slug), ...p })),
  );
  const fresh = new Set(added.map((p) => p.slug));
  for (const [role, slugs] of Object.entries(rows.grants)) {
    const id = SEED_USER_TYPES[role as Role];
    const give = slugs.filter((s) => fresh.has(s));
    if (!id || give.length === 0) continue;
    // Appending distinct slugs is idempotent, so two replicas learning the same release agree.
    await db.execute(
      sql`update ${userTypes} set permissions = array(select distinct unnest(${userTypes.permissions!} || array[${sql.join(
        give.map((g) => sql`${g}`),
        sql`, `,
      )}]::text[])) where ${userTypes.id!} = ${id}`,
    );
  }
  return [...fresh];
}

/** Which of the values a catalogue column already holds. */
async function present(db: Db, column: PgColumn, values: readonly string[]): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const rows = (await db
    .select({ value: column })
    .from(column.table)
    .where(inArray(column, [...values]))) as { value: string }[];
  return new Set(rows.map((r) => r.value));
}

/** The slugs not in the permission catalogue (what the user-type editor refuses). */
export async function unknownSlugs(db: Db, slugs: readonly string[]): Promise<string[]> {
  const known = await present(db, permissions.slug!, slugs);
  return slugs.filter((s) => !known.has(s));
}

const codec = JSONCodec<unknown>();

/**
 * The people service's permission catalogue follows the domains' manifests (ADR 0073): its own
 * at start, every manifest in the registry bucket at start and whenever one is stored, and the
 * one a starting domain asks it to learn (`people.access.catalogue`), answered once learnt.
 */
@Injectable()
export class PermissionCatalogue implements OnApplicationBootstrap, OnApplicationShutdown {
  private registry: DomainRegistry | undefined;
  private answers: Subscription | undefined;
  /** One manifest at a time: learning reads then writes the catalogue. */
  private queue: Promise<unknown> = Promise.resolve();
  private readonly learnt = new Map<Domain, string>();

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(NATS) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly log: Logger,
    @Inject(MANIFEST) private readonly own: () => DomainManifest,
  ) {}

  /** The manifests known now: people's own and every other domain's in the registry (label catalogue, ADR 0070). */
  manifests(): DomainManifest[] {
    return [this.own(), ...(this.registry?.all() ?? []).filter((m) => m.domain !== 'people')];
  }

  /** Which release of each domain the catalogue last learnt. */
  versions(): Partial<Record<Domain, string>> {
    return Object.fromEntries(this.learnt);
  }

  learn(manifest: DomainManifest): Promise<string[]> {
    const next = this.queue.then(async () => {
      const added = await learnManifest(this.db, manifest);
      this.learnt.set(manifest.domain, manifest.version);
      if (added.length) {
        this.log.info({ domain: manifest.domain, version: manifest.version, added: added.length }, 'permission catalogue learnt a release');
        // The built-in types may hold new slugs: every cached principal is stale.
        this.nc.publish(ACCESS_CHANGED_SUBJECT, codec.encode({}));
        await this.nc.flush();
      }
      return added;
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.learn(this.own());
    this.registry = await retryWhileTransient(
      'the domain registry',
      () => DomainRegistry.open(this.nc, (err) => this.log.warn({ err }, 'invalid domain manifest ignored')),
      this.log,
    );
    for (const manifest of this.registry.all()) if (manifest.domain !== 'people') await this.learn(manifest);
    this.registry.onManifest((manifest) => {
      if (manifest.domain !== 'people')
        this.learn(manifest).catch((err: unknown) =>
          this.log.error({ err, domain: manifest.domain }, 'permission catalogue could not learn'),
        );
    });
    this.answers = this.nc.subscribe(CATALOGUE_LEARN_SUBJECT, {
      queue: queueGroup('people'),
      callback: (_err, msg) => {
        void (async () => {
          try {
            const { domain } = codec.decode(msg.data) as { domain?: string };
            if (!DOMAINS.includes(domain as Domain) || domain === 'people') throw new Error(`no such domain: ${String(domain)}`);
            const manifest = await storedManifest(this.nc, domain as Domain);
            if (!manifest) throw new Error(`${domain} has stored no manifest`);
            const added = await this.learn(manifest);
            msg.respond(codec.encode({ version: manifest.version, added: added.length }));
          } catch (err) {
            msg.respond(codec.encode({ error: err instanceof Error ? err.message : String(err) }));
          }
        })();
      },
    });
  }

  onApplicationShutdown(): void {
    this.answers?.unsubscribe();
    this.registry?.close();
  }
}
