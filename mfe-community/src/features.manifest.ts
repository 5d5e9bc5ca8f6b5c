import type { MenuSection, RemoteWidget } from '@portico/shell-sdk';

/** Manifest data of the community remote that no EntityDef carries. */
export const COMMUNITY_SECTION: MenuSection = { key: 'community', label: { en: 'Community', es: 'Comunidad' }, order: 20 };

export const communityWidgets: RemoteWidget[] = [
  {
    id: 'bulletin-types-count',
    kind: 'count',
    label: {
      en: 'Bulletin Types',
      es: 'Tipos de anuncio',
    },
    module: 'bulletin-type',
    permission: 'bulletin-type-list',
    path: '/bulletin-type/list',
    icon: 'megaphone',
    color: 'success',
  },
];
