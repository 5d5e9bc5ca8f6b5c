import { type ResourceRequest } from '@portico/contracts';
import { CachedAccessResolver } from '@portico/platform';
import { type NatsContext } from '@nestjs/microservices';
/** Answers the gateway and other services: the caller's current principal (ADR 0008). */
export declare class AccessController {
    private readonly access;
    resolve(req: ResourceRequest): import("@portico/platform").PrincipalWire;
    constructor(access: CachedAccessResolver);
    /** Another service asks for the principal an administrator views as; checked and audited here. */
    viewAs(req: ResourceRequest, ctx: NatsContext): Promise<import("@portico/platform").PrincipalWire>;
}
