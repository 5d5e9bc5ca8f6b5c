import { type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
/** One server span per HTTP request, continuing the caller's W3C trace when it sends one. */
export declare class TracingMiddleware implements NestMiddleware {
    use(request: Request, response: Response, next: NextFunction): void;
}
