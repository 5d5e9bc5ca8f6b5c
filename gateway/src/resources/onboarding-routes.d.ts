import type { Request } from 'express';
import { ServiceClient } from './service-client';
/**
 * Invitations and sign-up: the few public routes (under /public, token in the body, never a
 * bearer token) and the approver's decision on a join request.
 */
export declare class OnboardingRoutes {
    private readonly services;
    constructor(services: ServiceClient);
    lookupInvite(req: Request, token: string): Promise<unknown>;
    acceptInvite(req: Request, body: unknown): Promise<unknown>;
    submitJoinRequest(req: Request, body: unknown): Promise<unknown>;
    confirmEmailChange(req: Request, body: unknown): Promise<unknown>;
    decide(req: Request, id: string, body: unknown): Promise<unknown>;
}
