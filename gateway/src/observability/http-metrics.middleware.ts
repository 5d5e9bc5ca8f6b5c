import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { elapsedSeconds, recordHttpRequest } from '@portico/platform';

/**
 * Counts and times every answer by method, route template (`/api/v1/units/:id`, never the
 * concrete path, so series stay few) and status class. A request no route matched is `unmatched`.
 */
@Injectable()
export class HttpMetricsMiddleware implements NestMiddleware {
  use(request: Request, response: Response, next: NextFunction): void {
    timeHttpRequest(request.method, response, () => {
      const route = (request.route as { path?: unknown } | undefined)?.path;
      return typeof route === 'string' ? `${request.baseUrl}${route}` : 'unmatched';
    });
    next();
  }
}

/** Records the answer when it is sent; `routeOf` is asked then (Express knows the route only once matched). */
export function timeHttpRequest(method: string, response: ServerResponse, routeOf: () => string): void {
  const started = process.hrtime.bigint();
  response.on('finish', () => {
    recordHttpRequest({ method, route: routeOf(), status: response.statusCode, seconds: elapsedSeconds(started) });
  });
}
