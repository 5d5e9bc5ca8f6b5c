import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Entry {
  model: string;
  id: string;
  payload: AdapterPayload;
  /** Epoch milliseconds; Infinity when the library gave no lifetime. */
  expiresAt: number;
}

/** Tokens the library may revoke together by grant (logout, refresh-token reuse). */
const GRANT_BOUND = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

// The library's models check `exp` themselves; storage only has to outlive them by the skew.
const CLOCK_TOLERANCE_MS = 15_000;
const SWEEP_EVERY_WRITES = 500;

/**
 * Storage for the provider's sessions, grants and tokens: one Map per provider instance,
 * entries dropped when they expire. The library ships a similar in-memory adapter, but it
 * caps itself at 1000 entries (evicting live sessions under a benchmark) and warns loudly on
 * every start; this provider is in-memory on purpose.
 */
export function memoryAdapter(): AdapterFactory {
  const entries = new Map<string, Entry>();
  const sessionByUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();
  const grantMembers = new Map<string, Set<string>>();
  let writes = 0;

  const keyOf = (model: string, id: string) => `${model}:${id}`;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const { uid, userCode, grantId } = entry.payload;
    if (entry.model === 'Session' && typeof uid === 'string' && sessionByUid.get(uid) === entry.id) sessionByUid.delete(uid);
    if (typeof userCode === 'string' && byUserCode.get(userCode) === entry.id) byUserCode.delete(userCode);
    if (typeof grantId === 'string') {
      const members = grantMembers.get(grantId);
      members?.delete(key);
      if (members?.size === 0) grantMembers.delete(grantId);
    }
  }

  function live(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      remove(key);
      return undefined;
    }
    return entry;
  }

  function sweep(): void {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) remove(key);
  }

  // Synchronous work behind the library's promise-returning interface.
  return (model: string): Adapter => {
    const find = (id: string) => Promise.resolve(live(keyOf(model, id))?.payload);
    return {
      upsert(id, payload, expiresIn) {
        const key = keyOf(model, id);
        remove(key);
        const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 + CLOCK_TOLERANCE_MS : Infinity;
        entries.set(key, { model, id, payload, expiresAt });
        if (model === 'Session' && typeof payload.uid === 'string') sessionByUid.set(payload.uid, id);
        if (typeof payload.userCode === 'string') byUserCode.set(payload.userCode, id);
        if (GRANT_BOUND.has(model) && typeof payload.grantId === 'string') {
          const members = grantMembers.get(payload.grantId) ?? new Set<string>();
          members.add(key);
          grantMembers.set(payload.grantId, members);
        }
        writes += 1;
        if (writes % SWEEP_EVERY_WRITES === 0) sweep();
        return Promise.resolve();
      },
      find,
      findByUid(uid) {
        const id = sessionByUid.get(uid);
        return id === undefined ? Promise.resolve(undefined) : find(id);
      },
      findByUserCode(userCode) {
        const id = byUserCode.get(userCode);
        return id === undefined ? Promise.resolve(undefined) : find(id);
      },
      consume(id) {
        const entry = live(keyOf(model, id));
        if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
        return Promise.resolve();
      },
      destroy(id) {
        remove(keyOf(model, id));
        return Promise.resolve();
      },
      revokeByGrantId(grantId) {
        for (const key of [...(grantMembers.get(grantId) ?? [])]) remove(key);
        grantMembers.delete(grantId);
        return Promise.resolve();
      },
    };
  };
}
