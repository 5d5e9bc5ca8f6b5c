import { JSONCodec, type KV, type NatsConnection, type Subscription } from 'nats';
import {
  DOMAINS,
  REGISTRY_BUCKET,
  parseManifest,
  queueGroup,
  registryRequestSubject,
  registrySubject,
  type Domain,
  type DomainManifest,
} from '@portico/contracts';

const codec = JSONCodec<unknown>();

/**
 * Asked by a domain service once its manifest is stored (`{ domain }`): the people service reads
 * that domain's manifest from the bucket — which only the domain may write — and adds its
 * modules, slugs and default grants to the permission catalogue before answering (ADR 0073).
 */
export const CATALOGUE_LEARN_SUBJECT = 'people.access.catalogue';

function bucket(nc: NatsConnection): Promise<KV> {
  // One entry per domain, the latest only: a late joiner reads what each domain last published.
  return nc.jetstream().views.kv(REGISTRY_BUCKET, { history: 1 });
}

/**
 * A domain service's side (ADR 0061): at start it stores its manifest in the registry bucket,
 * announces it on `portico.registry.<domain>` and answers `portico.registry.<domain>.get` (one
 * replica per request, the service's queue group) until it stops.
 */
export async function publishManifest(nc: NatsConnection, manifest: DomainManifest): Promise<Subscription> {
  const valid = parseManifest(manifest);
  await (await bucket(nc)).put(valid.domain, codec.encode(valid));
  const answers = nc.subscribe(registryRequestSubject(valid.domain), {
    queue: queueGroup(valid.domain),
    callback: (_err, msg) => msg.respond(codec.encode(valid)),
  });
  nc.publish(registrySubject(valid.domain), codec.encode(valid));
  await nc.flush();
  return answers;
}

/**
 * What the domains published, kept current: read from the bucket at open (so it holds what was
 * published before this process started), then updated by watching it. A manifest that does not
 * parse is ignored and the domain's last good one kept.
 */
export class DomainRegistry {
  private readonly manifests = new Map<Domain, DomainManifest>();
  private readonly listeners = new Set<(manifest: DomainManifest) => void>();
  private stopWatch: (() => void) | undefined;

  private constructor(private readonly onInvalid: (err: unknown) => void) {}

  static async open(nc: NatsConnection, onInvalid: (err: unknown) => void = () => undefined): Promise<DomainRegistry> {
    const registry = new DomainRegistry(onInvalid);
    const kv = await bucket(nc);
    // `watch` replays the current value of every key first (then `initializedFn`), then follows updates.
    let initialized!: () => void;
    const replayed = new Promise<void>((resolve) => (initialized = resolve));
    const iter = await kv.watch({ initializedFn: () => initialized() });
    registry.stopWatch = () => iter.stop();
    void (async () => {
      for await (const entry of iter) if (entry.operation === 'PUT') registry.accept(codec.decode(entry.value));
    })();
    await replayed;
    return registry;
  }

  private accept(value: unknown): void {
    try {
      const manifest = parseManifest(value);
      this.manifests.set(manifest.domain, manifest);
      for (const listener of this.listeners) listener(manifest);
    } catch (err) {
      this.onInvalid(err);
    }
  }

  get(domain: Domain): DomainManifest | undefined {
    return this.manifests.get(domain);
  }

  all(): DomainManifest[] {
    return DOMAINS.flatMap((d) => this.manifests.get(d) ?? []);
  }

  /** Called with each manifest received after this call. */
  onManifest(listener: (manifest: DomainManifest) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.stopWatch?.();
  }
}

/** The manifest a domain last stored in the bucket, if any. */
export async function storedManifest(nc: NatsConnection, domain: Domain): Promise<DomainManifest | undefined> {
  const entry = await (await bucket(nc)).get(domain);
  return entry && entry.operation === 'PUT' ? parseManifest(codec.decode(entry.value)) : undefined;
}

/**
 * A domain's start asks the people service to learn its manifest, so a user's grants include
 * the domain's slugs once the domain answers. People not reachable: the people service reads
 * the bucket when it starts, and follows it, so nothing is lost; the caller only logs.
 */
export async function askPeopleToLearn(nc: NatsConnection, domain: Domain, timeout = 10_000): Promise<{ version: string; added: number }> {
  const reply = await nc.request(CATALOGUE_LEARN_SUBJECT, codec.encode({ domain }), { timeout });
  const answer = codec.decode(reply.data) as { version?: string; added?: number; error?: string };
  if (answer.error) throw new Error(answer.error);
  return { version: String(answer.version), added: Number(answer.added ?? 0) };
}

/**
 * `askPeopleToLearn`, asked again until `deadlineMs` has passed: services start side by side,
 * and a domain that counted as started before the people service learnt its slugs would have
 * every user refused its pages (403) until it did. A busy or not-yet-listening people service
 * is waited for; past the deadline the caller goes on (people reads the registry when it starts).
 */
export async function askPeopleToLearnPatiently(
  nc: NatsConnection,
  domain: Domain,
  deadlineMs = 120_000,
): Promise<{ version: string; added: number }> {
  const until = Date.now() + deadlineMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await askPeopleToLearn(nc, domain, Math.max(1000, Math.min(10_000, until - Date.now())));
    } catch (err) {
      if (Date.now() + 500 >= until) throw err;
      await new Promise((r) => setTimeout(r, Math.min(2000, 250 * 2 ** Math.min(attempt, 3))));
    }
  }
}

/** Asks a running domain for its manifest (when the bucket is not readable, or to check it is live). */
export async function requestManifest(nc: NatsConnection, domain: Domain, timeout = 2000): Promise<DomainManifest> {
  const reply = await nc.request(registryRequestSubject(domain), undefined, { timeout });
  return parseManifest(codec.decode(reply.data));
}
