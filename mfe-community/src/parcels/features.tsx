import { Group } from '@mantine/core';
import { slugFor } from '@portico/contracts/kit';
import { parcel } from '@portico/contracts/community';
import type { RemoteQuickAccess, RemoteWidget } from '@portico/shell-sdk';
import { RecordActions, type RemoteFeature, type ResourceViewExtras, resourceFeature } from '@portico/shell-ui';
import { COMMUNITY_SECTION } from '../features.manifest';
import { SignOutButton } from './SignOutDialog';
import { PARCEL_TEXT } from './text';

/** Sign-out through its signature dialog; deliver, return and remind through the declared actions. */
const parcelView: ResourceViewExtras = {
  declaredActions: false,
  actions: (record) => (
    <Group gap="xs">
      <SignOutButton record={record} />
      <RecordActions def={parcel} record={record} exclude={['signOut']} />
    </Group>
  ),
};

const LIST = slugFor(parcel, 'list');

const widgets: RemoteWidget[] = [
  {
    id: 'parcels-at-desk',
    kind: 'count',
    label: PARCEL_TEXT.atDesk,
    module: parcel.module,
    permission: LIST,
    path: '/parcel/list',
    icon: 'package',
    color: 'warning',
  },
];

const quickAccess: RemoteQuickAccess[] = [
  { key: 'parcel', label: PARCEL_TEXT.parcel, path: '/parcel/list', icon: 'package', permission: LIST, order: 60 },
];

export const parcelFeatures: RemoteFeature[] = [
  {
    ...resourceFeature(parcel, {
      menu: { section: COMMUNITY_SECTION, icon: 'package', label: PARCEL_TEXT.parcels },
      view: parcelView,
      widgets,
    }),
    quickAccess,
  },
];
