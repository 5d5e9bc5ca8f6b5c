import { fileDocument, folder } from '@portico/contracts';
import type { DomainServiceOptions } from '@portico/platform';
import { documents, folders } from './files.schema';
import { documentHooks, folderHooks } from './files.hooks';

export const filesResources: NonNullable<DomainServiceOptions['resources']> = [
  { def: folder, table: folders, hooks: folderHooks },
  { def: fileDocument, table: documents, hooks: documentHooks },
];
