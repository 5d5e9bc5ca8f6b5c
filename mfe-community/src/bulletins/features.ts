import { bulletin, bulletinType } from '@portico/contracts/community';
import { type RemoteFeature, combineFeatures, resourceFeature } from '@portico/shell-ui';
import { COMMUNITY_SECTION } from '../features.manifest';
import { bulletinBoardPage, bulletinBoardRoute } from './BulletinBoard';

/** Bulletins, their types and the residents' board (pinned urgent first). */
export const bulletinFeatures: RemoteFeature[] = [
  combineFeatures(
    'bulletins',
    [
      resourceFeature(bulletin, { menu: { section: COMMUNITY_SECTION, icon: 'megaphone' } }),
      resourceFeature(bulletinType, {
        menu: { section: COMMUNITY_SECTION, icon: 'category', label: { en: 'Bulletin Types', es: 'Tipos de anuncio' } },
      }),
    ],
    {
      routes: [bulletinBoardRoute],
      pages: [bulletinBoardPage],
      menu: [
        {
          label: { en: 'Bulletin Board', es: 'Tablero de anuncios' },
          path: bulletinBoardPage.path,
          permission: bulletinBoardPage.permission,
          icon: 'bookmarks',
          section: COMMUNITY_SECTION,
        },
      ],
      widgets: [
        {
          id: 'community-bulletins',
          kind: 'recent',
          label: { en: 'Bulletins', es: 'Anuncios' },
          module: bulletin.module,
          field: 'title',
          permission: 'bulletin-list',
          path: '/bulletin-board',
          icon: 'megaphone',
          color: 'primary',
        },
      ],
    },
  ),
];
