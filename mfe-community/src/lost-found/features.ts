import { lostFound } from '@portico/contracts/community';
import { type RemoteFeature, resourceFeature } from '@portico/shell-ui';
import { COMMUNITY_SECTION } from '../features.manifest';

/** The lost and found log of each property, with photos. */
export const lostFoundFeatures: RemoteFeature[] = [resourceFeature(lostFound, { menu: { section: COMMUNITY_SECTION, icon: 'search' } })];
