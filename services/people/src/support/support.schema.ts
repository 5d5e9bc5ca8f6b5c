import { supportRequest } from '@portico/contracts';
import { tableFor } from '@portico/platform';

export const supportRequests = tableFor(supportRequest);
