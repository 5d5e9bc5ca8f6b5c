import { bulletin } from '@portico/contracts';
import { tableFor } from '@portico/platform';

export const bulletins = tableFor(bulletin);
