import { location } from '@portico/contracts';
import { tableFor } from '@portico/platform';

export const locations = tableFor(location);
