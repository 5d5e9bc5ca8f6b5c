import type { RemoteQuickAccess } from '@portico/shell-sdk';

/** Manifest data of the people remote that no feature carries (React-free: read at build time). */

/** Quick access (spec, part 6): the User bookmark, pinned for administrators, parents and super users. */
export const peopleQuickAccess: RemoteQuickAccess[] = [
  {
    key: 'user',
    label: { en: 'User', es: 'Usuario' },
    path: '/users/list',
    icon: 'user',
    permission: 'users-list',
    roles: ['administrator', 'parent', 'super-user'],
    order: 40,
  },
];
