import {
  type RemoteManifest,
  type SessionStatus,
  HOME_PATH,
  LOGIN_PATH,
  matchPath,
  remoteForPath,
  safeRedirectPath,
} from '@portico/shell-sdk';

/** What the shell shows for a location (spec, parts 2 and 4). */
export type RouteDecision =
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string; warnAlreadyLoggedIn?: boolean }
  | { kind: 'login' }
  | { kind: 'callback' }
  | { kind: 'error'; page: ErrorPage }
  | { kind: 'status'; page: StatusPage }
  | { kind: 'lock'; to: string }
  | { kind: 'dashboard' }
  | { kind: 'vendorDashboard' }
  | { kind: 'remote'; remote: RemoteManifest; public?: boolean };

export type ErrorPage = 'error-404' | 'error-500' | 'not-authorized';
export const ERROR_PAGES: readonly ErrorPage[] = ['error-404', 'error-500', 'not-authorized'];
/** The shell's other full pages: a feature still to come, and maintenance mode (ADR 0075). */
export type StatusPage = 'comingsoon' | 'page-maintenance';
export const MAINTENANCE_PATH = '/page-maintenance';
export const LOCK_PATH = '/lock-screen';

export interface RouteContext {
  status: SessionStatus;
  can: (slug: string) => boolean;
  remotes: readonly RemoteManifest[];
  manifestReady: boolean;
  /** Where signed-in users land (`/dashboard/vendor` for vendors). */
  home?: string;
  /** Maintenance mode is on and the signed-in user is not an administrator (ADR 0075). */
  maintenance?: boolean;
}

/** The vendor's narrowed console (spec, part 2; design, part 1). */
export const VENDOR_HOME = '/dashboard/vendor';

/** Where a principal lands after sign-in: vendors get their own dashboard. */
export function homeFor(roles: readonly string[] | undefined): string {
  const staffRoles = ['administrator', 'super-user', 'parent', 'property-manager', 'editor', 'staff'];
  return roles?.includes('vendor') && !roles.some((r) => staffRoles.includes(r)) ? VENDOR_HOME : HOME_PATH;
}

export function loginRedirect(pathname: string, search: string): string {
  return `${LOGIN_PATH}?to=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** Routing rules: public pages, protected shell pages, and the remotes' path prefixes. */
export function resolveRoute(location: { pathname: string; search: string }, ctx: RouteContext): RouteDecision {
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname;
  const query = new URLSearchParams(location.search);

  if (path === '/callback') return { kind: 'callback' };
  const errorPage = ERROR_PAGES.find((p) => path === `/${p}`);
  if (errorPage) return { kind: 'error', page: errorPage };

  if (path === '/comingsoon') return { kind: 'status', page: 'comingsoon' };

  if (ctx.status === 'loading') return { kind: 'loading' };
  const signedIn = ctx.status === 'authenticated';
  // In maintenance mode everyone but administrators gets the maintenance page, whatever they open.
  if (signedIn && ctx.maintenance)
    return path === MAINTENANCE_PATH ? { kind: 'status', page: 'page-maintenance' } : { kind: 'redirect', to: MAINTENANCE_PATH };
  if (path === MAINTENANCE_PATH)
    return signedIn ? { kind: 'redirect', to: ctx.home ?? HOME_PATH } : { kind: 'status', page: 'page-maintenance' };
  if (path === LOCK_PATH) {
    // The lock screen over the page to return to (`to`), or over home.
    if (!signedIn) return { kind: 'redirect', to: loginRedirect(location.pathname, location.search) };
    return { kind: 'lock', to: safeRedirectPath(query.get('to')) ?? ctx.home ?? HOME_PATH };
  }

  const home = ctx.home ?? HOME_PATH;
  if (path === '/') return { kind: 'redirect', to: signedIn ? home : '/login' };
  if (path === '/login' || path === LOGIN_PATH) {
    if (!signedIn) return { kind: 'login' };
    // A second sign-in while signed in is refused with a warning (spec, part 8).
    const to = path === LOGIN_PATH ? safeRedirectPath(query.get('to')) : null;
    return { kind: 'redirect', to: to ?? home, warnAlreadyLoggedIn: true };
  }
  if (path === '/dashboard') return { kind: 'redirect', to: home };
  if (path === HOME_PATH || path === VENDOR_HOME) {
    if (!signedIn) return { kind: 'redirect', to: loginRedirect(location.pathname, location.search) };
    if (path !== home) return { kind: 'redirect', to: home };
    if (path !== VENDOR_HOME) return { kind: 'dashboard' };
    // A remote that declares the vendor's home page (maintenance: their work) serves it; the
    // shell's generic dashboard stands in while no remote does (or the remote is unavailable).
    if (!ctx.manifestReady) return { kind: 'loading' };
    const owner = ctx.remotes.find((r) => r.pages?.some((p) => p.path === VENDOR_HOME && (!p.permission || ctx.can(p.permission))));
    return owner ? { kind: 'remote', remote: owner } : { kind: 'vendorDashboard' };
  }

  if (!ctx.manifestReady) return { kind: 'loading' };
  const remote = remoteForPath(ctx.remotes, path);
  if (!remote) return { kind: 'redirect', to: '/error-404' };
  const page = remote.pages?.find((p) => matchPath(p.path, path));
  // Public remote pages (registration) open without sign-in, in the layout without the menu.
  if (page?.public) return { kind: 'remote', remote, public: true };
  if (!signedIn) return { kind: 'redirect', to: loginRedirect(location.pathname, location.search) };
  if (remote.pages?.length) {
    if (!page) {
      // A bare prefix (`/properties`) opens its list when there is one.
      const list = remote.routes.includes(path) ? remote.pages.find((p) => p.path === `${path}/list`) : undefined;
      return { kind: 'redirect', to: list ? list.path : '/error-404' };
    }
    if (page.permission && !ctx.can(page.permission)) return { kind: 'redirect', to: '/not-authorized' };
  }
  return { kind: 'remote', remote };
}
