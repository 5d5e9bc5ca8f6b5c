import { parcel } from '@portico/contracts';
import { tableFor } from '@portico/platform';

export const parcels = tableFor(parcel);
