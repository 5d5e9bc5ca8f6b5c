import type { RemoteManifest } from '@portico/shell-sdk';
import { canOpen, pinnedBookmarks } from './quick-access';
import { type RouteContext, homeFor, resolveRoute } from './routing';

const people: RemoteManifest = {
  name: 'people',
  version: '0.1.0',
  entry: '/remotes/people/remoteEntry.js',
  routes: ['/properties', '/parentorg'],
  menu: [],
  pages: [
    { path: '/properties/list', permission: 'properties-list' },
    { path: '/properties/view/:id', permission: 'properties-read' },
  ],
};

function ctx(overrides: Partial<RouteContext> = {}): RouteContext {
  return { status: 'authenticated', can: () => true, remotes: [people], manifestReady: true, ...overrides };
}
const at = (pathname: string, search = '') => ({ pathname, search });

describe('shell routing rules', () => {
  it('sends / to /login, and a signed-in user to the dashboard', () => {
    expect(resolveRoute(at('/'), ctx({ status: 'anonymous' }))).toEqual({ kind: 'redirect', to: '/login' });
    expect(resolveRoute(at('/'), ctx())).toEqual({ kind: 'redirect', to: '/dashboard/analytics' });
  });

  it('shows sign-in to signed-out users and warns signed-in ones', () => {
    expect(resolveRoute(at('/login'), ctx({ status: 'anonymous' }))).toEqual({ kind: 'login' });
    expect(resolveRoute(at('/pages/login'), ctx({ status: 'anonymous' }))).toEqual({ kind: 'login' });
    expect(resolveRoute(at('/login'), ctx())).toEqual({ kind: 'redirect', to: '/dashboard/analytics', warnAlreadyLoggedIn: true });
    expect(resolveRoute(at('/pages/login', '?to=%2Fproperties%2Flist'), ctx())).toEqual({
      kind: 'redirect',
      to: '/properties/list',
      warnAlreadyLoggedIn: true,
    });
    expect(resolveRoute(at('/pages/login', '?to=https%3A%2F%2Fevil.test'), ctx())).toMatchObject({ to: '/dashboard/analytics' });
  });

  it('sends signed-out users of protected pages to /pages/login with the target', () => {
    expect(resolveRoute(at('/dashboard/analytics'), ctx({ status: 'anonymous' }))).toEqual({
      kind: 'redirect',
      to: '/pages/login?to=%2Fdashboard%2Fanalytics',
    });
    expect(resolveRoute(at('/properties/list', '?q=x'), ctx({ status: 'anonymous' }))).toEqual({
      kind: 'redirect',
      to: '/pages/login?to=%2Fproperties%2Flist%3Fq%3Dx',
    });
  });

  it('routes remote pages by prefix and page permission', () => {
    expect(resolveRoute(at('/properties/list'), ctx())).toEqual({ kind: 'remote', remote: people });
    expect(resolveRoute(at('/properties/view/42'), ctx())).toEqual({ kind: 'remote', remote: people });
    expect(resolveRoute(at('/properties/list'), ctx({ can: (s) => s !== 'properties-list' }))).toEqual({
      kind: 'redirect',
      to: '/not-authorized',
    });
    expect(resolveRoute(at('/properties/nope'), ctx())).toEqual({ kind: 'redirect', to: '/error-404' });
    expect(resolveRoute(at('/properties'), ctx())).toEqual({ kind: 'redirect', to: '/properties/list' });
  });

  it('sends unknown paths to /error-404 and keeps public pages public', () => {
    expect(resolveRoute(at('/nowhere'), ctx())).toEqual({ kind: 'redirect', to: '/error-404' });
    expect(resolveRoute(at('/nowhere'), ctx({ status: 'anonymous' }))).toEqual({ kind: 'redirect', to: '/error-404' });
    expect(resolveRoute(at('/error-404'), ctx({ status: 'loading' }))).toEqual({ kind: 'error', page: 'error-404' });
    expect(resolveRoute(at('/not-authorized'), ctx())).toEqual({ kind: 'error', page: 'not-authorized' });
    expect(resolveRoute(at('/callback'), ctx({ status: 'loading' }))).toEqual({ kind: 'callback' });
  });

  it('waits for the session and the manifest', () => {
    expect(resolveRoute(at('/properties/list'), ctx({ status: 'loading' }))).toEqual({ kind: 'loading' });
    expect(resolveRoute(at('/properties/list'), ctx({ manifestReady: false }))).toEqual({ kind: 'loading' });
  });
});

describe('public pages, vendor home and quick access', () => {
  const onboarding: RemoteManifest = {
    ...people,
    name: 'onboarding',
    routes: ['/register'],
    pages: [{ path: '/register', public: true }],
  };

  it('opens public remote pages without sign-in, in the menu-less layout', () => {
    expect(resolveRoute(at('/register'), ctx({ status: 'anonymous', remotes: [people, onboarding] }))).toEqual({
      kind: 'remote',
      remote: onboarding,
      public: true,
    });
  });

  it('lands vendors on /dashboard/vendor and keeps others on the analytics dashboard', () => {
    expect(homeFor(['vendor'])).toBe('/dashboard/vendor');
    expect(homeFor(['administrator'])).toBe('/dashboard/analytics');
    expect(resolveRoute(at('/dashboard/analytics'), ctx({ home: '/dashboard/vendor' }))).toEqual({
      kind: 'redirect',
      to: '/dashboard/vendor',
    });
    expect(resolveRoute(at('/dashboard/vendor'), ctx({ home: '/dashboard/vendor' }))).toEqual({ kind: 'vendorDashboard' });
    expect(resolveRoute(at('/'), ctx({ home: '/dashboard/vendor' }))).toEqual({ kind: 'redirect', to: '/dashboard/vendor' });
  });

  it('hands the vendor home to the remote that declares it, once the manifest is in', () => {
    const maintenance: RemoteManifest = {
      name: 'maintenance',
      version: '1',
      entry: '/m.js',
      routes: ['/orders', '/dashboard/vendor'],
      menu: [],
      pages: [{ path: '/dashboard/vendor', permission: 'orders-list' }],
    };
    expect(resolveRoute(at('/dashboard/vendor'), ctx({ home: '/dashboard/vendor', remotes: [people, maintenance] }))).toEqual({
      kind: 'remote',
      remote: maintenance,
    });
    expect(resolveRoute(at('/dashboard/vendor'), ctx({ home: '/dashboard/vendor', manifestReady: false }))).toEqual({ kind: 'loading' });
  });

  it('pins bookmarks by role and only those the user can open', () => {
    const open = (path: string) => canOpen(path, { remotes: [people], can: () => true, status: 'authenticated' });
    expect(open('/properties/list')).toBe(true);
    expect(open('/users/list')).toBe(false);
    const all = () => true;
    const label = { en: 'X', es: 'X' };
    // The bookmarks come from the remotes' manifests, in their declared order.
    const withLinks: RemoteManifest[] = [
      {
        ...people,
        quickAccess: [
          { key: 'user', label, path: '/users/list', icon: 'user', permission: 'users-list', roles: ['administrator'], order: 40 },
        ],
      },
      {
        name: 'maintenance',
        version: '1',
        entry: '/m.js',
        routes: ['/orders'],
        menu: [],
        pages: [{ path: '/orders/list' }],
        quickAccess: [{ key: 'maintenance', label, path: '/orders/list', icon: 'tool', order: 30 }],
      },
    ];
    expect(pinnedBookmarks(withLinks, ['administrator'], all).map((b) => b.key)).toEqual(['maintenance', 'user']);
    expect(pinnedBookmarks(withLinks, ['staff'], all).map((b) => b.key)).toEqual(['maintenance']);
    expect(pinnedBookmarks(withLinks, ['administrator'], all, (slug) => slug !== 'users-list').map((b) => b.key)).toEqual(['maintenance']);
    expect(pinnedBookmarks([people], ['administrator'], all)).toEqual([]);
    const openIn = (path: string) => canOpen(path, { remotes: withLinks, can: () => true, status: 'authenticated' });
    expect(pinnedBookmarks(withLinks, ['administrator'], openIn).map((b) => b.key)).toEqual(['maintenance']);
  });
});

/** `to=` values a sign-in must refuse; each one lands on the dashboard instead. */
const HOSTILE_TARGETS: [string, string][] = [
  ['tab between slashes', '/\t/evil.example'],
  ['newline between slashes', '/\n/evil.example'],
  ['carriage return between slashes', '/\r/evil.example'],
  ['tab after the path', '/properties\t/list'],
  ['NUL', '/properties\u0000'],
  ['DEL', '/properties\u007f'],
  ['C1 control', '/properties\u0085'],
  ['backslash first', '/\\evil.example'],
  ['backslash later', '/properties\\..\\..\\evil'],
  ['protocol-relative', '//evil.example'],
  ['absolute URL', 'https://evil.example/'],
  ['javascript URL', 'javascript:alert(1)'],
  ['relative path', 'properties/list'],
  ['only a slash', '/'],
  ['leading space', ' /properties/list'],
  ['empty', ''],
];

describe('the to= target after sign-in', () => {
  it.each(HOSTILE_TARGETS)('refuses %s and lands on the dashboard', (_name, target) => {
    const search = `?to=${encodeURIComponent(target)}`;
    expect(resolveRoute(at('/pages/login', search), ctx())).toEqual({
      kind: 'redirect',
      to: '/dashboard/analytics',
      warnAlreadyLoggedIn: true,
    });
  });

  it.each([['/properties/list'], ['/properties/list?page=2&q=a%20b'], ['/properties/view/3f1c#notes'], ['/dashboard/analytics']])(
    'keeps the same-origin path %s',
    (target) => {
      const search = `?to=${encodeURIComponent(target)}`;
      expect(resolveRoute(at('/pages/login', search), ctx())).toEqual({ kind: 'redirect', to: target, warnAlreadyLoggedIn: true });
    },
  );

  it('refuses the raw tab of the reported URL (%2F%09%2Fevil.example)', () => {
    expect(resolveRoute(at('/pages/login', '?to=%2F%09%2Fevil.example'), ctx())).toMatchObject({ to: '/dashboard/analytics' });
  });

  it('opens /comingsoon to anyone, and the lock screen over the page to return to', () => {
    expect(resolveRoute(at('/comingsoon'), ctx({ status: 'anonymous' }))).toEqual({ kind: 'status', page: 'comingsoon' });
    expect(resolveRoute(at('/lock-screen', '?to=%2Fproperties%2Flist'), ctx())).toEqual({ kind: 'lock', to: '/properties/list' });
    expect(resolveRoute(at('/lock-screen'), ctx())).toEqual({ kind: 'lock', to: '/dashboard/analytics' });
    expect(resolveRoute(at('/lock-screen'), ctx({ status: 'anonymous' }))).toEqual({
      kind: 'redirect',
      to: '/pages/login?to=%2Flock-screen',
    });
  });

  it('sends everyone but administrators to /page-maintenance while maintenance mode is on (ADR 0075)', () => {
    expect(resolveRoute(at('/properties/list'), ctx({ maintenance: true }))).toEqual({ kind: 'redirect', to: '/page-maintenance' });
    expect(resolveRoute(at('/dashboard/analytics'), ctx({ maintenance: true }))).toEqual({ kind: 'redirect', to: '/page-maintenance' });
    expect(resolveRoute(at('/page-maintenance'), ctx({ maintenance: true }))).toEqual({ kind: 'status', page: 'page-maintenance' });
    // Switched off (or an administrator): the page sends back home.
    expect(resolveRoute(at('/page-maintenance'), ctx())).toEqual({ kind: 'redirect', to: '/dashboard/analytics' });
    expect(resolveRoute(at('/properties/list'), ctx())).toMatchObject({ kind: 'remote' });
    expect(resolveRoute(at('/error-500'), ctx({ maintenance: true }))).toEqual({ kind: 'error', page: 'error-500' });
  });
});
