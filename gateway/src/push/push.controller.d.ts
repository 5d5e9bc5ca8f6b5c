import type { Response } from 'express';
import { TokenVerifier } from '@portico/platform';
import type { AuthedRequest } from '../auth/http-auth.guard';
import { EventFanout } from './event-fanout';
/**
 * Server-sent events: the changes the signed-in user may see, live. Each message names a
 * record (module, id, action); the console refetches it through the scoped API. The stream
 * ends when the token expires or access is revoked; the client reconnects with a fresh token.
 */
export declare class PushController {
    private readonly fanout;
    private readonly verifier;
    constructor(fanout: EventFanout, verifier: TokenVerifier);
    changes(req: AuthedRequest, res: Response): void;
}
