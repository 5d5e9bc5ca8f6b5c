import { type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
/**
 * The public routes (sign-up, invitation lookup and acceptance) need no token, so each
 * client address gets a budget: sign-up mails people, and nobody may use it to spam them.
 */
export declare const PUBLIC_BUDGET: {
    readonly requests: 20;
    readonly windowMs: 60000;
};
export declare class PublicRateLimitMiddleware implements NestMiddleware {
    private readonly windows;
    use(request: Request, response: Response, next: NextFunction): void;
}
