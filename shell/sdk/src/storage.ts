/**
 * Browser storage keys of the session (spec, parts 3 and 4): a logged-in flag and a token
 * expiry in local storage, and the current user record under `userInfo`. Tokens themselves
 * stay in memory only.
 */
export const STORAGE_KEYS = {
  loggedIn: 'loggedIn',
  tokenExpiry: 'tokenExpiry',
  userInfo: 'userInfo',
  language: 'language',
  returnTo: 'portico.returnTo',
} as const;

/** The current user record kept under `userInfo` (spec, part 3). */
export interface StoredUserInfo {
  displayName: string;
  about: string;
  photoURL: string;
  status: string;
  userRole: string;
  uid: string;
  email?: string;
}

function store(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string, kind: 'local' | 'session' = 'local'): string | null {
  try {
    return store(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null, kind: 'local' | 'session' = 'local'): void {
  try {
    const s = store(kind);
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    /* storage full or disabled: the session still works in memory */
  }
}

export function readUserInfo(): StoredUserInfo | null {
  const raw = readItem(STORAGE_KEYS.userInfo);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as StoredUserInfo) : null;
  } catch {
    return null;
  }
}

/** Whether local storage says the user signed in and has not signed out (the token may have expired: it is renewed). */
export function sessionRemembered(): boolean {
  return readItem(STORAGE_KEYS.loggedIn) === 'true';
}

/** Whether local storage says a session exists and has not expired. */
export function storedSessionValid(now = Date.now()): boolean {
  const expiry = Number(readItem(STORAGE_KEYS.tokenExpiry));
  return readItem(STORAGE_KEYS.loggedIn) === 'true' && Number.isFinite(expiry) && expiry > now && readUserInfo() !== null;
}
