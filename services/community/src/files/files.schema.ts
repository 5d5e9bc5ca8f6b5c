import { fileDocument, folder } from '@portico/contracts';
import { tableFor } from '@portico/platform';

export const folders = tableFor(folder);
export const documents = tableFor(fileDocument);
