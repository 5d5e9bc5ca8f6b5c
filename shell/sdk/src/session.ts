import { create } from 'zustand';
import { STORAGE_KEYS, type StoredUserInfo, writeItem } from './storage';

/** What `GET /api/v1/me` answers: the caller as the gateway sees it. */
export interface Principal {
  userId: string;
  email: string | null;
  name: string | null;
  roles: string[];
  orgId: string | null;
  propertyIds: string[];
  unitIds: string[];
  vendorId: string | null;
  permissions: string[];
  /** Set when an administrator views the console as this user ('View as'). */
  viewedBy?: string | null;
}

/** The name to show for a principal: name, else email, else id. */
export function displayNameOf(p: Pick<Principal, 'name' | 'email' | 'userId'>): string {
  return p.name || p.email || p.userId;
}

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  principal: Principal | null;
  /** Access-token expiry, epoch milliseconds. */
  tokenExpiresAt: number | null;
  /** Why the last sign-in or renewal failed, for the sign-in page. */
  error: string | null;
}

export const useSession = create<SessionState>(() => ({
  status: 'loading',
  principal: null,
  tokenExpiresAt: null,
  error: null,
}));

/** Role shown as the user's role in the UI and stored as `userInfo.userRole`. */
export function primaryRole(roles: readonly string[]): string {
  const order = ['administrator', 'super-user', 'parent', 'property-manager', 'editor', 'staff', 'vendor', 'resident'];
  return order.find((r) => roles.includes(r)) ?? roles[0] ?? 'editor';
}

function mirrorToStorage(state: SessionState): void {
  if (state.status === 'authenticated' && state.principal) {
    const p = state.principal;
    const userInfo: StoredUserInfo = {
      displayName: displayNameOf(p),
      about: '',
      photoURL: '',
      status: 'online',
      userRole: primaryRole(p.roles),
      uid: p.userId,
      email: p.email ?? undefined,
    };
    writeItem(STORAGE_KEYS.loggedIn, 'true');
    writeItem(STORAGE_KEYS.tokenExpiry, state.tokenExpiresAt ? String(state.tokenExpiresAt) : null);
    writeItem(STORAGE_KEYS.userInfo, JSON.stringify(userInfo));
  } else if (state.status === 'anonymous') {
    writeItem(STORAGE_KEYS.loggedIn, null);
    writeItem(STORAGE_KEYS.tokenExpiry, null);
    writeItem(STORAGE_KEYS.userInfo, null);
  }
}

useSession.subscribe(mirrorToStorage);

export function setAuthenticated(principal: Principal, tokenExpiresAt: number | null): void {
  useSession.setState({ status: 'authenticated', principal, tokenExpiresAt, error: null });
}

export function setTokenExpiry(tokenExpiresAt: number | null): void {
  if (useSession.getState().status === 'authenticated') useSession.setState({ tokenExpiresAt });
}

export function setAnonymous(error: string | null = null): void {
  useSession.setState({ status: 'anonymous', principal: null, tokenExpiresAt: null, error });
}

/** Whether the signed-in user holds a permission slug (`<module>-<action>`). */
export function can(slug: string | undefined | null, state: SessionState = useSession.getState()): boolean {
  if (!slug) return state.status === 'authenticated';
  return state.status === 'authenticated' && !!state.principal?.permissions.includes(slug);
}

/** Reactive `can`: re-renders when the principal changes. */
export function useCan(): (slug: string | undefined | null) => boolean {
  const principal = useSession((s) => s.principal);
  const status = useSession((s) => s.status);
  return (slug) => can(slug, { status, principal, tokenExpiresAt: null, error: null });
}

export function usePrincipal(): Principal | null {
  return useSession((s) => s.principal);
}
