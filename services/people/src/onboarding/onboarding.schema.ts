import { invite, joinRequest } from '@portico/contracts';
import { tableFor } from '@portico/platform';

export const invites = tableFor(invite);
export const joinRequests = tableFor(joinRequest);
