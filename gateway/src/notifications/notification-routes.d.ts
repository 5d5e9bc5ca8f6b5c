import type { Request } from 'express';
import { ServiceClient } from '../resources/service-client';
/** Notification routes beside the generated ones (ADR 0030); the community service decides. */
export declare class NotificationRoutes {
    private readonly services;
    constructor(services: ServiceClient);
    recipientsCount(req: Request, body: unknown): Promise<unknown>;
    aiDraft(req: Request, body: unknown): Promise<unknown>;
    unreadCount(req: Request): Promise<unknown>;
}
