import { JSONCodec, type NatsConnection, type Subscription } from 'nats';
import {
  ACTIONS,
  actionSubject,
  DEFAULT_ROLE_GRANTS,
  HEADERS,
  PorticoError,
  isErrorEnvelope,
  type AccessTokenClaims,
  type Role,
  msg,
} from '@portico/contracts';
import { principalFromClaims, type Principal } from './principal';
import { timeNatsRequest } from '../observability/metrics';

/**
 * Turns a verified token into the caller's current principal (ADR 0008). The token proves who
 * the caller is; the resolver says what they may do now.
 */
export interface AccessResolver {
  resolve(claims: AccessTokenClaims, bearer: string): Promise<Principal>;
  /** The principal of `targetUserId`, for a platform administrator viewing as them (audited). */
  resolveViewAs?(claims: AccessTokenClaims, bearer: string, targetUserId: string): Promise<Principal>;
  /**
   * Calls `listener` as soon as a user's access may have changed (`undefined`: anyone's), so a
   * long-lived session (a push stream) re-checks at once instead of at its next interval.
   * Returns the unsubscribe.
   */
  onChange?(listener: (userId?: string) => void): () => void;
}

/** Subjects a view-as session may call: reading only. */
export function isReadOnlySubject(subject: string): boolean {
  // A declared action always writes, whatever its verb (a work order's `resolve`), ADR 0020.
  if (ACTION_SUBJECTS.has(subject)) return false;
  return /\.(list|read|history|resolve|viewAs)$|\.import\.status$/.test(subject);
}

const ACTION_SUBJECTS = new Set(ACTIONS.map(actionSubject));

export type ViewAsFetch = (claims: AccessTokenClaims, bearer: string, targetUserId: string) => Promise<Principal>;

/** Grants from the token's roles and the static defaults: for tools and tests without people data. */
export class ClaimsAccessResolver implements AccessResolver {
  async resolve(claims: AccessTokenClaims): Promise<Principal> {
    return principalFromClaims(claims, (roles: Role[]) => new Set(roles.flatMap((r) => DEFAULT_ROLE_GRANTS[r] ?? [])));
  }
}

/** How a principal crosses NATS (permissions as a list). */
export type PrincipalWire = Omit<Principal, 'permissions'> & { permissions: string[] };

export function principalToWire(p: Principal): PrincipalWire {
  return { ...p, permissions: [...p.permissions].sort() };
}

export function principalFromWire(w: PrincipalWire): Principal {
  return { ...w, permissions: new Set(w.permissions) };
}

export const ACCESS_RESOLVE_SUBJECT = 'people.access.resolve';
/** Core NATS broadcast: `{ userId }` for one user, `{}` for everyone (a role changed). */
export const ACCESS_CHANGED_SUBJECT = 'people.access.changed';
const EVENT_SUFFIXES = ['.created', '.updated', '.archived', '.restored', '.deleted'];

/**
 * Caches answers for at most `ttlMs` and forgets them as soon as a user or user-type event
 * says they changed, so a revoked permission or a disabled user is refused on the next request.
 */
export class CachedAccessResolver implements AccessResolver {
  private readonly cache = new Map<string, { principal: Principal; expires: number }>();
  private readonly subscriptions: Subscription[] = [];
  private readonly listeners = new Set<(userId?: string) => void>();

  constructor(
    private readonly fetch: (claims: AccessTokenClaims, bearer: string) => Promise<Principal>,
    private readonly ttlMs = 5000,
    private readonly viewAsFetch?: ViewAsFetch,
  ) {}

  async resolveViewAs(claims: AccessTokenClaims, bearer: string, targetUserId: string): Promise<Principal> {
    if (!this.viewAsFetch) throw new PorticoError('FORBIDDEN', msg('error.viewAsUnavailable'));
    const key = `${claims.portico_uid ?? claims.sub}>${targetUserId}`;
    const hit = this.cache.get(key);
    if (hit && hit.expires > Date.now()) return hit.principal;
    const principal = await this.viewAsFetch(claims, bearer, targetUserId);
    this.cache.set(key, { principal, expires: Date.now() + this.ttlMs });
    return principal;
  }

  /** Listens for access-changing events (they are plain NATS messages as well as stream entries). */
  watch(nc: NatsConnection): void {
    const codec = JSONCodec<{ data?: { id?: string } }>();
    const onEvent = (subject: string, data: Uint8Array) => {
      if (!EVENT_SUFFIXES.some((s) => subject.endsWith(s))) return; // requests share the prefix
      if (subject.startsWith('people.user.')) {
        const id = codec.decode(data).data?.id;
        if (id) this.forget(id);
      } else this.cache.clear(); // a user type or its grants changed: everyone may be affected
    };
    const changed = JSONCodec<{ userId?: string }>();
    this.subscriptions.push(
      nc.subscribe(ACCESS_CHANGED_SUBJECT, {
        callback: (err, msg) => {
          if (err) return;
          const { userId } = changed.decode(msg.data);
          this.forget(userId);
        },
      }),
    );
    // Event subjects only (not `people.user.*`): requests carry bearer tokens, and NATS
    // permissions let a watcher subscribe to these events and nothing more (ADR 0013).
    for (const subject of ['people.user', 'people.userType'].flatMap((entity) => EVENT_SUFFIXES.map((s) => `${entity}${s}`))) {
      this.subscriptions.push(nc.subscribe(subject, { callback: (err, msg) => !err && onEvent(msg.subject, msg.data) }));
    }
  }

  async resolve(claims: AccessTokenClaims, bearer: string): Promise<Principal> {
    const userId = claims.portico_uid ?? claims.sub;
    const hit = this.cache.get(userId);
    if (hit && hit.expires > Date.now()) return hit.principal;
    const principal = await this.fetch(claims, bearer);
    this.cache.set(userId, { principal, expires: Date.now() + this.ttlMs });
    if (this.cache.size > 10_000) this.cache.delete(this.cache.keys().next().value!);
    return principal;
  }

  forget(userId?: string): void {
    if (!userId) this.cache.clear();
    else {
      this.cache.delete(userId);
      // View-as entries of or for this user go too.
      for (const key of this.cache.keys()) if (key.startsWith(`${userId}>`) || key.endsWith(`>${userId}`)) this.cache.delete(key);
    }
    for (const listener of this.listeners) listener(userId);
  }

  onChange(listener: (userId?: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    for (const s of this.subscriptions) s.unsubscribe();
  }
}

/**
 * How long a domain service waits for people to say what a caller may do. Generous: the caller
 * (the gateway) bounds the whole request anyway, and a people service slow on a busy machine
 * should make a request slow, not refused.
 */
const ACCESS_TIMEOUT_MS = 10_000;

/** Asks the people service, with the caller's own token (it verifies it too). Fails closed. */
export function remoteAccessFetch(nc: NatsConnection, timeoutMs = ACCESS_TIMEOUT_MS) {
  return (_claims: AccessTokenClaims, bearer: string): Promise<Principal> =>
    askPeopleAccess(nc, ACCESS_RESOLVE_SUBJECT, {}, bearer, timeoutMs);
}

export const ACCESS_VIEW_AS_SUBJECT = 'people.access.viewAs';

/** The principal an administrator views as, from the people service (it checks and audits). */
export function remoteViewAsFetch(nc: NatsConnection, timeoutMs = ACCESS_TIMEOUT_MS): ViewAsFetch {
  return (_claims, bearer, targetUserId) =>
    askPeopleAccess(nc, ACCESS_VIEW_AS_SUBJECT, { params: { userId: targetUserId } }, bearer, timeoutMs);
}

const accessCodec = JSONCodec<unknown>();

/** One timed request to an access subject of the people service, answered by a principal. */
function askPeopleAccess(nc: NatsConnection, subject: string, data: unknown, bearer: string, timeoutMs: number): Promise<Principal> {
  return timeNatsRequest(subject, async () => {
    const { headers } = await import('nats');
    const h = headers();
    h.set(HEADERS.authorization, `Bearer ${bearer}`);
    let reply;
    try {
      reply = await nc.request(subject, accessCodec.encode({ pattern: subject, data, id: subject }), { timeout: timeoutMs, headers: h });
    } catch {
      throw new PorticoError('SERVICE_UNAVAILABLE', msg('error.accessUnavailable'));
    }
    const packet = accessCodec.decode(reply.data) as { response?: PrincipalWire; err?: unknown };
    if (packet.err)
      throw isErrorEnvelope(packet.err)
        ? PorticoError.fromEnvelope(packet.err)
        : new PorticoError('SERVICE_UNAVAILABLE', msg('error.accessFailed'));
    return principalFromWire(packet.response!);
  });
}
