import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { NatsConnection } from 'nats';
import { PorticoError, msg } from '@portico/contracts';
import { SharedWindowCounter, createLogger } from '@portico/platform';
import { GATEWAY_CONFIG, GATEWAY_NATS } from '../tokens';
import type { GatewayConfig } from '../gateway-config';
import { correlationIdOf } from './correlation';

/**
 * The public routes (sign-up, invitation lookup and acceptance) need no token, so each
 * client address gets a budget: sign-up mails people, and nobody may use it to spam them.
 */
export const PUBLIC_BUDGET = { requests: 20, windowMs: 60_000 } as const;

/** One budget per client across every gateway replica (a shared window in NATS, not per process). */
@Injectable()
export class PublicRateLimitMiddleware implements NestMiddleware {
  private readonly counter: SharedWindowCounter;

  constructor(@Inject(GATEWAY_NATS) nc: NatsConnection, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.counter = new SharedWindowCounter(
      nc,
      PUBLIC_BUDGET.windowMs,
      createLogger('gateway-rate-limit'),
      undefined,
      config.streamReplicas ?? 1,
    );
  }

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    const now = Date.now();
    const { count, resetAt } = await this.counter.hit(request.ip ?? 'unknown', now);
    if (count > PUBLIC_BUDGET.requests) {
      response.setHeader('retry-after', String(Math.max(1, Math.ceil((resetAt - now) / 1000))));
      response.status(429).json({
        ...new PorticoError('RATE_LIMITED', msg('error.tooManyRequests')).toEnvelope(),
        correlationId: correlationIdOf(request),
      });
      return;
    }
    next();
  }
}
