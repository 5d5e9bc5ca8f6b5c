import { lostFound } from '@portico/contracts';
import { tableFor } from '@portico/platform';

export const lostFoundItems = tableFor(lostFound);
