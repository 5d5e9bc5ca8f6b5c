import { group } from '@portico/contracts';
import { tableFor } from '@portico/platform';

export const groups = tableFor(group);
