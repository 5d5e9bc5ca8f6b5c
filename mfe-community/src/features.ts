import { bulletinType } from '@portico/contracts';
import { type RemoteFeature, resourceFeature } from '@portico/shell-ui';
import { COMMUNITY_SECTION, communityWidgets } from './features.manifest';
import { chatFeature } from './chat';
import { filesFeatures } from './files';

/** The community remote's features (the build emits remote.json from them). */
export const features: RemoteFeature[] = [
  resourceFeature(bulletinType, {
    menu: { section: COMMUNITY_SECTION, icon: 'megaphone', label: { en: 'Bulletin Types', es: 'Tipos de anuncio' } },
    widgets: communityWidgets,
  }),
  chatFeature,
  ...filesFeatures,
];
