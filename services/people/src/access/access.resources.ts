import { moduleEntity, permissionEntity, user, userType } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { modules, permissions, userTypes, users } from './access.schema';
import { userRules, userTypeRules } from './access.hooks';
import { announceAccessChange } from './access-changed';

/** The access catalogue, user types and users; a change to either tells every service (access-changed). */
export const accessResources: ResourceRegistration[] = [
  { def: moduleEntity, table: modules },
  { def: permissionEntity, table: permissions },
  { def: userType, table: userTypes, hooks: ({ nc }) => ({ ...userTypeRules(), afterCommit: announceAccessChange(() => nc, 'all') }) },
  { def: user, table: users, hooks: ({ nc }) => ({ ...userRules(), afterCommit: announceAccessChange(() => nc, 'user') }) },
];
