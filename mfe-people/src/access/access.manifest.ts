import { permissionSlug } from '@portico/contracts/kit';
import type { MenuSection, RemotePage, RemoteWidget } from '@portico/shell-sdk';

/** Manifest data of the access feature that no EntityDef carries (React-free: read at build time). */
export const PEOPLE_SECTION: MenuSection = { key: 'people', label: { en: 'People', es: 'Personas' }, order: 15 };
export const SETTINGS_SECTION: MenuSection = { key: 'settings', label: { en: 'Settings', es: 'Configuración' }, order: 90 };

/** Screens beyond the generic four of each entity. */
export const accessPages: RemotePage[] = [
  // The own profile: every signed-in user (another user's needs users-update, checked on screen).
  { path: '/user-profile/edit/:id' },
  { path: '/user-types/new/sub/:id', permission: permissionSlug('user-types', 'create') },
  { path: '/user-types/view/sub/:id', permission: permissionSlug('user-types', 'read') },
  { path: '/user-groups/list', permission: permissionSlug('groups', 'list') },
  { path: '/unit-groups/list', permission: permissionSlug('groups', 'list') },
  { path: '/notification-groups/list', permission: permissionSlug('groups', 'list') },
];

/** The dashboard's people statistics (spec: total users and join requests). */
export const accessWidgets: RemoteWidget[] = [
  {
    id: 'users-count',
    kind: 'count',
    label: { en: 'Total Users', es: 'Usuarios en total' },
    module: 'users',
    permission: permissionSlug('users', 'list'),
    path: '/users/list',
    icon: 'users',
    color: 'primary',
  },
  {
    id: 'join-requests-pending',
    kind: 'count',
    label: { en: 'Join Requests', es: 'Solicitudes de ingreso' },
    module: 'join-requests',
    permission: permissionSlug('join-requests', 'list'),
    path: '/join-requests/list',
    icon: 'inbox',
    color: 'warning',
    filters: { requestStatus: 'pending' },
  },
  {
    // The dashboard's chart of the month: join requests received per day.
    id: 'join-requests-daily',
    kind: 'activity',
    label: { en: 'Join Requests', es: 'Solicitudes de ingreso' },
    module: 'join-requests',
    permission: permissionSlug('join-requests', 'list'),
    route: '/analytics/user/daily',
    series: [{ name: 'joinRequests', label: { en: 'Join requests', es: 'Solicitudes de ingreso' }, color: 'violet.6' }],
  },
];
