import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { elapsedSeconds, recordHttpRequest } from '@portico/platform';

/**
 * Counts and times every answer by method, route template (`/api/v1/units/:id`, never the
 * concrete path, so series stay few) and status class. A request no route matched is `unmatched`.
 */
@Injectable()
export class HttpMetricsMiddleware implements NestMiddleware {
  use(request: Request, response: Response, next: NextFunction): void {
    const started = process.hrtime.bigint();
    response.on('finish', () => {
      const route = (request.route as { path?: unknown } | undefined)?.path;
      recordHttpRequest({
        method: request.method,
        route: typeof route === 'string' ? `${request.baseUrl}${route}` : 'unmatched',
        status: response.statusCode,
        seconds: elapsedSeconds(started),
      });
    });
    next();
  }
}
