import { type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { TokenVerifier, type Principal } from '@portico/platform';
export type AuthedRequest = Request & {
    principal?: Principal;
};
/**
 * Global HTTP guard: verifies the bearer token and checks the route's permission slug.
 * A route without a slug is closed (403), so forgetting one fails safe.
 */
export declare class HttpAuthGuard implements CanActivate {
    private readonly reflector;
    private readonly verifier;
    constructor(reflector: Reflector, verifier: TokenVerifier);
    canActivate(context: ExecutionContext): Promise<boolean>;
}
