import { vendor } from '@portico/contracts';
import { tableFor } from '@portico/platform';

export const vendors = tableFor(vendor);
