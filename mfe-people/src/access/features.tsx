import {
  auditEntry,
  group,
  invite,
  joinRequest,
  moduleEntity,
  permissionEntity,
  supportRequest,
  user,
  userType,
} from '@portico/contracts/people';
import {
  type RemoteFeature,
  type RemoteRoute,
  type ResourceFormSection,
  ResourceForm,
  combineFeatures,
  resourceFeature,
} from '@portico/shell-ui';
import { PEOPLE_SECTION, SETTINGS_SECTION, accessPages, accessWidgets } from './access.manifest';
import { GroupTypeList } from './groups';
import { InviteForm, InviteView } from './invites';
import { JoinRequestView } from './joinRequests';
import { UserForm, UserProfileForm, ViewAsButton } from './users';
import { SubTypeForm, UserTypeForm, UserTypeView } from './userTypes';
import { accessLabel } from './text';

const GROUP_SECTIONS: ResourceFormSection[] = [
  { key: 'general', title: accessLabel('sectionGeneral'), fields: ['name', 'groupType', 'parentOrgId', 'description'] },
  { key: 'members', title: accessLabel('sectionMembers'), fields: ['memberUserIds', 'memberUnitIds'] },
];

const id = (params: Record<string, string | undefined>) => params.id ?? '';

/** Custom screens listed before the generic ones (the first matching route wins). */
const userRoutes: RemoteRoute[] = [
  { path: '/users/new', render: () => <UserForm mode="create" /> },
  { path: '/users/edit/:id', render: (p) => <UserForm mode="edit" id={id(p)} /> },
  { path: '/user-profile/edit/:id', render: (p) => <UserProfileForm key={id(p)} id={id(p)} /> },
];

const userTypeRoutes: RemoteRoute[] = [
  { path: '/user-types/new/sub/:id', render: (p) => <SubTypeForm key={id(p)} parentId={id(p)} /> },
  { path: '/user-types/view/sub/:id', render: (p) => <UserTypeView id={id(p)} /> },
  { path: '/user-types/new', render: () => <UserTypeForm key="new" mode="create" /> },
  { path: '/user-types/view/:id', render: (p) => <UserTypeView id={id(p)} /> },
  { path: '/user-types/edit/:id', render: (p) => <UserTypeForm key={id(p)} mode="edit" id={id(p)} /> },
];

const groupRoutes: RemoteRoute[] = [
  { path: '/user-groups/list', render: () => <GroupTypeList key="user" kind="user" /> },
  { path: '/unit-groups/list', render: () => <GroupTypeList key="unit" kind="unit" /> },
  { path: '/notification-groups/list', render: () => <GroupTypeList key="notification" kind="notification" /> },
  { path: '/groups/new', render: () => <ResourceForm key="groups:new" def={group} mode="create" sections={GROUP_SECTIONS} /> },
  {
    path: '/groups/edit/:id',
    render: (p) => <ResourceForm key={`groups:edit:${id(p)}`} def={group} mode="edit" id={id(p)} sections={GROUP_SECTIONS} />,
  },
];

const inviteRoutes: RemoteRoute[] = [
  { path: '/invites/new', render: () => <InviteForm mode="create" /> },
  { path: '/invites/edit/:id', render: (p) => <InviteForm mode="edit" id={id(p)} /> },
  { path: '/invites/view/:id', render: (p) => <InviteView id={id(p)} /> },
];

const joinRequestRoutes: RemoteRoute[] = [{ path: '/join-requests/view/:id', render: (p) => <JoinRequestView id={id(p)} /> }];

/**
 * People and access: users (+ import, own profile, view as), user types with the permission
 * matrix and sub types, groups, invites, join requests with the approver's decision, support,
 * modules, permissions and the audit log.
 */
export const accessFeature: RemoteFeature = combineFeatures(
  'access',
  [
    resourceFeature(user, {
      menu: { section: PEOPLE_SECTION, icon: 'users' },
      importable: true,
      extraRoutes: userRoutes,
      view: { actions: (r) => <ViewAsButton record={r} /> },
    }),
    resourceFeature(userType, { menu: { section: PEOPLE_SECTION, icon: 'user' }, extraRoutes: userTypeRoutes }),
    resourceFeature(group, { menu: { section: PEOPLE_SECTION, icon: 'category' }, extraRoutes: groupRoutes }),
    resourceFeature(invite, { menu: { section: PEOPLE_SECTION, icon: 'megaphone' }, extraRoutes: inviteRoutes }),
    resourceFeature(joinRequest, { menu: { section: PEOPLE_SECTION, icon: 'inbox' }, extraRoutes: joinRequestRoutes }),
    resourceFeature(supportRequest, { menu: { section: PEOPLE_SECTION, icon: 'tool' } }),
    // The catalogue and the log are generic screens; the log offers no writes (closedActions).
    resourceFeature(moduleEntity, { menu: { section: SETTINGS_SECTION, icon: 'package' } }),
    resourceFeature(permissionEntity, { menu: { section: SETTINGS_SECTION, icon: 'lock' } }),
    resourceFeature(auditEntry, { menu: { section: SETTINGS_SECTION, icon: 'file' } }),
  ],
  { pages: accessPages, widgets: accessWidgets },
);
