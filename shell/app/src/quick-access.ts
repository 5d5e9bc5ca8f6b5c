import { create } from 'zustand';
import { type RemoteManifest, type RemoteQuickAccess, type SessionStatus, quickAccessOf } from '@portico/shell-sdk';
import { resolveRoute } from './routing';

/** Spec, part 6: only administrators, parents and super users get these pinned by default. */
export const PINNING_ROLES = ['administrator', 'parent', 'super-user'] as const;

/** Spec, part 9: "The first 10 starred pages show as limited". */
export const STARS_SHOWN = 10;

export interface StarredPage {
  path: string;
  title: string;
}

/** Whether the signed-in user can open a path: a remote owns it and its page permission is held. */
export function canOpen(
  path: string,
  ctx: { remotes: readonly RemoteManifest[]; can: (slug: string) => boolean; status: SessionStatus; home?: string },
): boolean {
  const url = new URL(path, 'http://x');
  const decision = resolveRoute({ pathname: url.pathname, search: url.search }, { ...ctx, manifestReady: true });
  return decision.kind === 'remote' || decision.kind === 'dashboard' || decision.kind === 'vendorDashboard';
}

/**
 * The quick-access bookmarks (spec, parts 1, 2 and 6) the remotes' manifests declare, pinned
 * for these roles, that the user can open (a permission named by the link is checked too).
 */
export function pinnedBookmarks(
  remotes: readonly RemoteManifest[],
  roles: readonly string[],
  open: (path: string) => boolean,
  can: (slug: string) => boolean = () => true,
): RemoteQuickAccess[] {
  return quickAccessOf(remotes).filter(
    (b) => (!b.roles || b.roles.some((r) => roles.includes(r))) && (!b.permission || can(b.permission)) && open(b.path),
  );
}

function storageKey(userId: string): string {
  return `portico.stars.${userId}`;
}

export function readStars(userId: string): StarredPage[] {
  try {
    const raw = globalThis.localStorage?.getItem(storageKey(userId));
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(list)
      ? list
          .filter((s): s is StarredPage => !!s && typeof s === 'object' && typeof (s as StarredPage).path === 'string')
          .map((s) => ({ path: s.path, title: String(s.title ?? s.path) }))
      : [];
  } catch {
    return [];
  }
}

function writeStars(userId: string, stars: StarredPage[]): void {
  try {
    globalThis.localStorage?.setItem(storageKey(userId), JSON.stringify(stars));
  } catch {
    // Storage full or blocked: stars stay for this page view only.
  }
}

/** Starred pages per user, kept in local storage. */
export const useStars = create<{ userId: string | null; stars: StarredPage[] }>(() => ({ userId: null, stars: [] }));

export function loadStars(userId: string | null): void {
  if (useStars.getState().userId === userId) return;
  useStars.setState({ userId, stars: userId ? readStars(userId) : [] });
}

/** Stars or unstars a page (path with its query), keeping the order in which pages were starred. */
export function toggleStar(page: StarredPage): void {
  const { userId, stars } = useStars.getState();
  if (!userId) return;
  const next = stars.some((s) => s.path === page.path) ? stars.filter((s) => s.path !== page.path) : [...stars, page];
  writeStars(userId, next);
  useStars.setState({ stars: next });
}
