import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { PorticoError } from '@portico/contracts';
import { correlationIdOf } from './correlation';

/**
 * The public routes (sign-up, invitation lookup and acceptance) need no token, so each
 * client address gets a budget: sign-up mails people, and nobody may use it to spam them.
 */
export const PUBLIC_BUDGET = { requests: 20, windowMs: 60_000 } as const;

@Injectable()
export class PublicRateLimitMiddleware implements NestMiddleware {
  private readonly windows = new Map<string, { start: number; count: number }>();

  use(request: Request, response: Response, next: NextFunction): void {
    const now = Date.now();
    const key = request.ip ?? 'unknown';
    let window = this.windows.get(key);
    if (!window || now - window.start >= PUBLIC_BUDGET.windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
      if (this.windows.size > 50_000) this.windows.delete(this.windows.keys().next().value!);
    }
    window.count += 1;
    if (window.count > PUBLIC_BUDGET.requests) {
      const retryAfter = Math.ceil((window.start + PUBLIC_BUDGET.windowMs - now) / 1000);
      response.setHeader('retry-after', String(retryAfter));
      response.status(429).json({
        ...new PorticoError('RATE_LIMITED', 'Too many requests. Please wait a minute and try again.').toEnvelope(),
        correlationId: correlationIdOf(request),
      });
      return;
    }
    next();
  }
}
