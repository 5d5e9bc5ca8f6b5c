import {
  type DynamicModule,
  Inject,
  Injectable,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type Provider,
  type Type,
} from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NatsConnection, Subscription } from 'nats';
import {
  MIRRORS,
  actionsIn,
  compiledCatalogue,
  stateStreamName,
  domainManifest,
  entityByName,
  eventStreamName,
  stateSubject,
  type Domain,
  type DomainCatalogue,
  type DomainManifest,
  type EntityDef,
} from '@portico/contracts';
import { openDatabase, type Database, type Db } from '../db/database';
import type { ResourceTable } from '../db/resource-table';
import { connectNats } from '../nats/connect';
import { askPeopleToLearn, askPeopleToLearnPatiently, publishManifest } from '../registry/domain-registry';
import { ensureEventStream, ensureStateStream } from '../events/jetstream';
import { retryWhileTransient } from '../events/jetstream-retry';
import { MirrorConsumer } from '../events/mirror-consumer';
import { MirrorStore } from '../resources/mirror-store';
import { HISTORY, HistoryService, createHistoryController } from '../resources/history';
import { OutboxRelay } from '../events/outbox-relay';
import { EffectRunner, type EffectHandlers } from '../events/after-commit-effects';
import type { Mailer } from '../mail/mailer';
import { mailEffectHandlers } from '../mail/mail-effect';
import { EventConsumer, consumerName, type EventSubscription } from '../events/event-consumer';
import { TokenVerifier } from '../auth/token-verifier';
import { CachedAccessResolver, remoteAccessFetch, remoteViewAsFetch, type ViewAsFetch } from '../auth/access-resolver';
import type { Principal } from '../auth/principal';
import type { AccessTokenClaims } from '@portico/contracts';
import { createLogger, type Logger } from '../observability/logger';
import { observeServiceQueues, type BoundConsumer } from '../observability/service-gauges';
import type { OpsServer } from '../ops/ops-server';
import { ResourceService, type RecordLookup, type ResourceHooks } from '../resources/resource-service';
import { ListCounts } from '../resources/list-counts';
import { createResourceController, importServiceToken, resourceServiceToken } from '../resources/resource-controller';
import { REFERENCE_LABELS, ReferenceLabels } from '../resources/reference-labels';
import { REFERENCE_LABEL_CACHE, ReferenceLabelCache } from '../resources/reference-label-cache';
import { ImportService } from '../resources/import-service';
import { ActionRunner, actionKey, type ActionHandler, type ActionRunners } from '../resources/action-runner';
import { ACTION_RUNNERS, createActionController } from '../resources/action-controller';
import { RpcAuthGuard } from './rpc-auth.guard';
import { createServiceHealthController } from './service-health.controller';
import { Scheduler, type JobHandler, type RecurringJob } from '../scheduler/scheduler';
import type { ServiceConfig } from './service-config';
import { attachmentWiring } from '../files/attachments-controller';

export const DATABASE = 'portico:database';
export const DB = 'portico:db';
export const NATS = 'portico:nats';
export const LOGGER = 'portico:logger';
/** `() => DomainManifest`: what this service publishes about itself (ADR 0061). */
export const MANIFEST = 'portico:manifest';
const CATALOGUE = 'portico:catalogue';
export const CONFIG = 'portico:config';
export const ACCESS = 'portico:access';
export const RESOURCES = 'portico:resources';
export const SCHEDULER = 'portico:scheduler';
export const MIRROR = 'portico:mirror';
export const OPS_SERVER = 'portico:ops-server';

/** The operations port, once `createDomainService` opened it (`PORTICO_OPS_PORT`). */
export interface OpsServerSlot {
  server?: OpsServer;
}

export interface ResourceRegistration {
  def: EntityDef;
  table: ResourceTable;
  /** Domain rules; a function receives the service's connections (e.g. to announce changes). */
  hooks?: ResourceHooks | ((deps: { db: Db; nc: NatsConnection }) => ResourceHooks);
  /**
   * Handlers of the entity's declared actions (ADR 0020), by action name; an action without
   * one only changes state. A function receives the service's registry (to create a user).
   */
  actions?: ActionHandlers | ((deps: { db: Db; nc: NatsConnection; resources: Map<string, ResourceService> }) => ActionHandlers);
}

export type ActionHandlers = Record<string, ActionHandler>;

export interface DomainServiceOptions {
  domain: Domain;
  /**
   * The domain's own definitions, from its contracts entry (`domainCatalogue(domain, entry)`,
   * ADR 0073): its manifest, action handlers and stream subjects come from here, so a release
   * that adds an entity or action needs only this domain's entry rebuilt. Default: the
   * domain's part of the compiled catalogue.
   */
  catalogue?: DomainCatalogue;
  resources: ResourceRegistration[];
  migrationsFolder: string;
  /** Idempotent demo seed, run after migrations when seeding is on. */
  seed?: (db: Db) => Promise<void>;
  /** Handlers of the side effects this service records (mail, identity calls), run after commit. */
  effects?: (deps: { db: Db }) => EffectHandlers;
  /**
   * Where this service's mail goes. The platform sends the mail its writes queue (`queueDomainMail`)
   * through it, and closes its pooled connections when the service stops, so a rolling upgrade
   * ends its SMTP sessions instead of leaving the mail server to time them out.
   */
  mailer?: Mailer;
  /** Event subscriptions of this service (consumed through the inbox). */
  subscriptions?: EventSubscription[];
  controllers?: Type[];
  providers?: Provider[];
  /**
   * Where this service learns a caller's current access. Default: ask the people service over
   * NATS (cached, event-invalidated). The people service answers from its own tables.
   */
  access?: (deps: { db: Db; nc: NatsConnection }) => (claims: AccessTokenClaims, bearer: string) => Promise<Principal>;
  /** Work that must wait until the service answers (large generated demo data). */
  afterStart?: (deps: { db: Db; log: Logger }) => void;
  /** Scheduled work (ADR 0017): one-off jobs a change schedules, and recurring ticks. */
  jobs?: (deps: { db: Db; nc: NatsConnection; log: Logger }) => { oneOff?: JobHandler<never>[]; recurring?: RecurringJob[] };
  /**
   * Other domains' entities this service mirrors (ADR 0021): references and parents naming them
   * resolve against the local mirror. Default: derived from the catalogue (`MIRRORS`), which is
   * also what the service's NATS permissions allow it to read.
   */
  mirrors?: EntityDef[];
  /** How a view-as session is resolved; default: ask the people service. */
  viewAs?: (deps: { db: Db; nc: NatsConnection }) => ViewAsFetch;
}

/** Starts and stops what a domain service runs beside its handlers. */
@Injectable()
class DomainServiceLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private consumers: EventConsumer[] = [];
  private mirrorConsumer: MirrorConsumer | undefined;

  constructor(
    @Inject(CONFIG) private readonly config: ServiceConfig,
    @Inject(DATABASE) private readonly database: Database,
    @Inject(NATS) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly log: Logger,
    private readonly relay: OutboxRelay,
    private readonly effects: EffectRunner,
    @Inject('portico:subscriptions') private readonly subscriptions: EventSubscription[],
    @Inject(SCHEDULER) private readonly scheduler: Scheduler,
    @Inject(MIRROR) private readonly mirror: MirrorStore,
    @Inject(MANIFEST) private readonly manifest: () => DomainManifest,
    @Inject(CATALOGUE) private readonly catalogue: DomainCatalogue,
    @Inject(OPS_SERVER) private readonly ops: OpsServerSlot,
    @Inject('portico:mailer') private readonly mailer: Mailer | null,
  ) {}

  private registryAnswers: Subscription | undefined;
  private stopObserving: (() => void) | undefined;

  /** Every durable consumer this service binds: its subscriptions' and its mirrors'. */
  private boundConsumers(): BoundConsumer[] {
    const domain = this.config.domain;
    return [
      ...this.subscriptions.flatMap((s) =>
        s.filterSubjects.map((f) => ({ stream: eventStreamName(s.source), consumer: consumerName(domain, s.durable, f) })),
      ),
      ...this.mirror.entities.map((def) => ({
        stream: stateStreamName(def.domain),
        consumer: consumerName(domain, 'mirror', stateSubject(def.domain, def.name, '*')),
      })),
    ];
  }

  async onApplicationBootstrap(): Promise<void> {
    const replicas = this.config.streamReplicas ?? 1;
    // A cluster busy placing replicated streams, or electing a leader, answers late: wait for it.
    await retryWhileTransient('the event stream', () => ensureEventStream(this.nc, this.config.domain, replicas), this.log);
    const stateMessages = await retryWhileTransient(
      'the state stream',
      () => ensureStateStream(this.nc, this.config.domain, replicas),
      this.log,
    );
    // Before the relay starts, so an empty state stream is filled with nothing newer in flight.
    if (stateMessages === 0) await this.relay.publishStateFromOutbox();
    this.relay.start();
    this.effects.start();
    // Says which consumers this service runs, so an operator (and the newcomer smoke) can tell
    // when each has caught up with its stream ('event consumer caught up').
    const consumers = this.boundConsumers();
    this.log.info({ consumers: consumers.map((c) => c.consumer) }, 'event consumers declared');
    for (const subscription of this.subscriptions) {
      const consumer = new EventConsumer(this.nc, this.database.db, this.config.domain, subscription, this.log);
      await consumer.start();
      this.consumers.push(consumer);
    }
    if (this.mirror.entities.length > 0) {
      this.mirrorConsumer = new MirrorConsumer(this.nc, this.config.domain, this.mirror, this.log);
      await this.mirrorConsumer.start();
    }
    await this.scheduler.start();
    // Outbox, consumer, scheduler and mail queues, read at each scrape of /metrics.
    this.stopObserving = observeServiceQueues({
      domain: this.config.domain,
      db: this.database.db,
      nc: this.nc,
      consumers: () => consumers,
      log: this.log,
    });
    // Tells the gateway and the people service what this domain serves (ADR 0061).
    // JetStream may still be warming up when a whole product starts at once (the bucket's "no responders").
    this.registryAnswers = await retryWhileTransient('the registry manifest', () => publishManifest(this.nc, this.manifest()), this.log);
    // The people service learns this release's slugs before the service counts as started.
    if (this.config.domain !== 'people')
      await (
        this.config.awaitPeopleMs
          ? askPeopleToLearnPatiently(this.nc, this.config.domain, this.config.awaitPeopleMs)
          : askPeopleToLearn(this.nc, this.config.domain)
      ).then(
        (learnt) => this.log.info(learnt, 'people service learnt this release'),
        (err: unknown) => this.log.warn({ err }, 'people service did not confirm this release; it reads the registry when it starts'),
      );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.ops.server?.close();
    this.stopObserving?.();
    this.registryAnswers?.unsubscribe();
    await this.scheduler.stop();
    await this.mirrorConsumer?.stop();
    for (const consumer of this.consumers) await consumer.stop();
    await this.relay.stop();
    await this.effects.stop();
    await this.mailer?.close();
    await this.nc.drain().catch(() => undefined);
    await this.database.close();
  }
}

/** A domain's release: its service package's version (the package beside its migrations folder). */
export function domainVersion(options: Pick<DomainServiceOptions, 'migrationsFolder'>): string {
  const pkg = JSON.parse(readFileSync(join(options.migrationsFolder, '..', 'package.json'), 'utf8')) as { version?: unknown };
  if (typeof pkg.version !== 'string') throw new Error(`${options.migrationsFolder}/../package.json names no version`);
  return pkg.version;
}

@Module({})
export class DomainServiceModule {
  static forDomain(options: DomainServiceOptions, config: ServiceConfig): DynamicModule {
    const catalogue = options.catalogue ?? compiledCatalogue(options.domain);
    const resourceProviders: Provider[] = options.resources.map((r) => ({
      provide: resourceServiceToken(r.def),
      inject: [RESOURCES],
      useFactory: (registry: Map<string, ResourceService>) => registry.get(r.def.name)!,
    }));
    const importProviders: Provider[] = options.resources.map((r) => ({
      provide: importServiceToken(r.def),
      inject: [RESOURCES, DB, LOGGER, MIRROR],
      useFactory: (registry: Map<string, ResourceService>, db: Db, log: Logger, mirror: MirrorStore) =>
        new ImportService(r.def, registry.get(r.def.name)!, registry, db, log, mirror),
    }));
    const attachments = attachmentWiring(
      options.resources.map((r) => r.def),
      { resources: RESOURCES, db: DB },
      OutboxRelay,
    );
    return {
      module: DomainServiceModule,
      global: true,
      controllers: [
        createServiceHealthController(options.domain, DATABASE),
        ...options.resources.map((r) => createResourceController(r.def)),
        ...options.resources.flatMap((r) => createActionController(r.def, actionsIn(catalogue, r.def)) ?? []),
        ...options.resources.map((r) => createHistoryController(r.def)),
        ...attachments.controllers,
        ...(options.controllers ?? []),
      ],
      providers: [
        { provide: CONFIG, useValue: config },
        { provide: OPS_SERVER, useValue: {} satisfies OpsServerSlot },
        { provide: LOGGER, useValue: createLogger(`${options.domain}-service`) },
        {
          provide: DATABASE,
          inject: [LOGGER],
          useFactory: async (log: Logger) => {
            const database = await openDatabase({
              log,
              schema: options.domain,
              migrationsFolder: options.migrationsFolder,
              ...(config.databaseUrl ? { url: config.databaseUrl } : {}),
              ...(config.dataDir ? { dataDir: config.dataDir } : {}),
              ...(config.seedDemoData && options.seed ? { prepare: options.seed } : {}),
            });
            log.info({ kind: database.kind }, 'database ready');
            return database;
          },
        },
        { provide: DB, inject: [DATABASE], useFactory: (d: Database) => d.db },
        { provide: CATALOGUE, useValue: catalogue },
        { provide: MANIFEST, useValue: () => domainManifest(catalogue, domainVersion(options)) },
        { provide: NATS, useFactory: () => connectNats(config.natsUrl, `${options.domain}-service`, config.natsAuth) },
        {
          provide: ACCESS,
          inject: [DB, NATS],
          useFactory: (db: Db, nc: NatsConnection) => {
            const resolver = new CachedAccessResolver(
              options.access ? options.access({ db, nc }) : remoteAccessFetch(nc),
              5000,
              options.viewAs ? options.viewAs({ db, nc }) : remoteViewAsFetch(nc),
            );
            resolver.watch(nc);
            return resolver;
          },
        },
        {
          provide: TokenVerifier,
          inject: [ACCESS],
          useFactory: (access: CachedAccessResolver) =>
            new TokenVerifier(
              {
                issuer: config.oidcIssuer,
                ...(config.oidcJwksUri ? { jwksUri: config.oidcJwksUri } : {}),
                ...(config.oidcAudience ? { audience: config.oidcAudience } : {}),
              },
              access,
            ),
        },
        {
          provide: OutboxRelay,
          inject: [DB, NATS, LOGGER],
          useFactory: (db: Db, nc: NatsConnection, log: Logger) => new OutboxRelay(db, nc, options.domain, log),
        },
        {
          provide: EffectRunner,
          inject: [DB, LOGGER],
          useFactory: (db: Db, log: Logger) =>
            new EffectRunner(
              db,
              options.domain,
              { ...(options.mailer ? mailEffectHandlers(options.mailer) : {}), ...options.effects?.({ db }) },
              log,
            ),
        },
        { provide: 'portico:subscriptions', useValue: options.subscriptions ?? [] },
        { provide: 'portico:mailer', useValue: options.mailer ?? null },
        {
          provide: SCHEDULER,
          inject: [DB, NATS, LOGGER],
          useFactory: (db: Db, nc: NatsConnection, log: Logger) => {
            const scheduler = new Scheduler(db, options.domain, log);
            const jobs = options.jobs?.({ db, nc, log });
            for (const job of jobs?.oneOff ?? []) scheduler.register(job);
            for (const job of jobs?.recurring ?? []) scheduler.every(job);
            return scheduler;
          },
        },
        {
          provide: MIRROR,
          inject: [DB],
          useFactory: (db: Db) => {
            const local = new Set(options.resources.map((r) => r.def.name));
            const mirrored = (options.mirrors ?? MIRRORS[options.domain].map((name) => entityByName(name)!)).filter(
              (d) => !local.has(d.name),
            );
            return new MirrorStore(db, options.domain, mirrored);
          },
        },
        {
          // Own records' names, shared by the domain's entities, forgotten on any replica's change.
          provide: REFERENCE_LABEL_CACHE,
          inject: [NATS],
          useFactory: (nc: NatsConnection) => {
            const cache = new ReferenceLabelCache();
            cache.watch(nc, options.domain);
            return cache;
          },
        },
        {
          provide: REFERENCE_LABELS,
          inject: [RESOURCES, MIRROR, REFERENCE_LABEL_CACHE],
          useFactory: (registry: Map<string, ResourceService>, mirror: MirrorStore, cache: ReferenceLabelCache) =>
            new ReferenceLabels(registry, mirror, cache),
        },
        {
          provide: HISTORY,
          inject: [DB, RESOURCES, MIRROR],
          useFactory: (db: Db, registry: Map<string, ResourceService>, mirror: MirrorStore) =>
            new HistoryService(db, options.domain, registry, mirror, (def) => actionsIn(catalogue, def)),
        },
        {
          // One registry, so a record's parent and references resolve through the owning
          // entity's service — with its scope rules — rather than ad-hoc queries.
          provide: RESOURCES,
          inject: [DB, OutboxRelay, EffectRunner, NATS, MIRROR, REFERENCE_LABEL_CACHE],
          useFactory: (
            db: Db,
            relay: OutboxRelay,
            effects: EffectRunner,
            nc: NatsConnection,
            mirror: MirrorStore,
            labels: ReferenceLabelCache,
          ) => {
            // A reply waits (briefly) for the effects its own write queued, never for others'.
            const afterCommit = async ({ recordedEffects }: { recordedEffects: boolean }) => {
              // A flow may have renamed records of several entities: this replica reads them again at once.
              labels.forget();
              relay.kick();
              if (recordedEffects) await effects.runWithin(2000);
            };
            const registry = new Map<string, ResourceService>();
            // Page one's long counts, shared by the domain's entities, forgotten on any replica's change.
            const counts = new ListCounts();
            counts.watch(nc, options.domain);
            // Another domain's entity resolves against this service's mirror of it (ADR 0021).
            const lookup: RecordLookup = (entity, id, principal, tx) =>
              registry.get(entity)?.lookupInScope(principal, id, tx) ?? mirror.lookupInScope(entity, id, principal, tx);
            for (const r of options.resources) {
              const hooks = typeof r.hooks === 'function' ? r.hooks({ db, nc }) : r.hooks;
              registry.set(
                r.def.name,
                new ResourceService(r.def, r.table, db, { afterCommit, lookup, counts, ...(hooks ? { hooks } : {}) }),
              );
            }
            return registry;
          },
        },
        {
          provide: ACTION_RUNNERS,
          inject: [RESOURCES, DB, NATS],
          useFactory: (registry: Map<string, ResourceService>, db: Db, nc: NatsConnection) =>
            actionRunners(catalogue, options.resources, registry, db, nc),
        },
        RpcAuthGuard,
        DomainServiceLifecycle,
        ...resourceProviders,
        ...importProviders,
        ...attachments.providers,
        ...(options.providers ?? []),
      ],
      exports: [
        DB,
        MANIFEST,
        NATS,
        LOGGER,
        CONFIG,
        RESOURCES,
        ACTION_RUNNERS,
        MIRROR,
        ACCESS,
        SCHEDULER,
        TokenVerifier,
        OutboxRelay,
        EffectRunner,
        ...resourceProviders.map((p) => (p as { provide: string }).provide),
      ],
    };
  }
}

export { eventStreamName };

/** One runner per declared action of the registered entities; a handler must name a declared action. */
function actionRunners(
  catalogue: DomainCatalogue,
  resources: ResourceRegistration[],
  registry: Map<string, ResourceService>,
  db: Db,
  nc: NatsConnection,
): ActionRunners {
  const runners: ActionRunners = new Map();
  for (const r of resources) {
    const handlers = typeof r.actions === 'function' ? r.actions({ db, nc, resources: registry }) : (r.actions ?? {});
    const declared = actionsIn(catalogue, r.def);
    for (const name of Object.keys(handlers))
      if (!declared.some((a) => a.name === name)) throw new Error(`${r.def.name}: handler for undeclared action ${name}`);
    for (const action of declared)
      runners.set(actionKey(action), new ActionRunner(action, registry.get(r.def.name)!, handlers[action.name]));
  }
  return runners;
}
