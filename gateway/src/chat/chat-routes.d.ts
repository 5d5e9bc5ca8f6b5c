import type { Request } from 'express';
import { ServiceClient } from '../resources/service-client';
/** Chat's own requests (ADR 0031): the caller's unread counts and read marker; the service scopes both. */
export declare class ChatRoutes {
    private readonly services;
    constructor(services: ServiceClient);
    unread(req: Request): Promise<unknown>;
    markRead(req: Request, id: string): Promise<unknown>;
}
