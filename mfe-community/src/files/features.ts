import { slugFor } from '@portico/contracts/kit';
import { fileDocument, folder } from '@portico/contracts/community';
import { resourceFeature, type RemoteFeature } from '@portico/shell-ui';
import { COMMUNITY_SECTION } from '../features.manifest';
import { filesListPage, filesPage, filesRoutes, folderPage } from './FilesPage';
import { uploadPage, uploadRoute } from './UploadPage';

/** The file manager (`/files`, `/files/new`, `/files/{id}`), and the generic screens of its records (archive, restore). */
export const filesFeatures: RemoteFeature[] = [
  {
    key: 'files',
    // `/files/new` and `/files/list` before the folder pattern.
    routes: [uploadRoute, ...filesRoutes],
    pages: [uploadPage, filesPage, filesListPage, folderPage],
    menu: [
      {
        label: { en: 'Files', es: 'Archivos' },
        path: '/files',
        permission: slugFor(fileDocument, 'list'),
        icon: 'folder',
        section: COMMUNITY_SECTION,
      },
    ],
  },
  resourceFeature(folder),
  resourceFeature(fileDocument),
];
