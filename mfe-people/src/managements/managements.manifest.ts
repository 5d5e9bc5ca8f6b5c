import type { RemoteMenuItem, RemotePage } from '@portico/shell-sdk';
import { PEOPLE_REPORT_PERMISSION } from '@portico/contracts/people';
import { PEOPLE_SECTION } from '../access/access.manifest';

/** `/managements/list` (spec, part 2), React-free: read at build time. */
export const managementListPage: RemotePage = { path: '/managements/list', permission: PEOPLE_REPORT_PERMISSION };

export const managementMenu: RemoteMenuItem[] = [
  {
    label: { en: 'Management', es: 'Gestión' },
    path: managementListPage.path,
    permission: PEOPLE_REPORT_PERMISSION,
    icon: 'users',
    section: PEOPLE_SECTION,
  },
];
