import type { Request } from 'express';
import { ServiceClient } from '../resources/service-client';
/** Analytics pages' data: aggregates computed by the owning service, in the caller's scope. */
export declare class AnalyticsRoutes {
    private readonly services;
    constructor(services: ServiceClient);
    maintenance(req: Request, query: Record<string, unknown>): Promise<unknown>;
}
