import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { context, trace, SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { HEADERS } from '@portico/contracts';
import { createLogger, extractFromRecord, tracer } from '@portico/platform';
import { correlationIdOf } from './correlation';

const log = createLogger('gateway-http');

/**
 * One server span per HTTP request, continuing the caller's W3C trace when it sends one; with
 * `LOG_LEVEL=debug`, one line per answer carrying the trace id the caller got in `traceparent`.
 */
@Injectable()
export class TracingMiddleware implements NestMiddleware {
  use(request: Request, response: Response, next: NextFunction): void {
    traceHttpRequest(request, response, request.path, next);
  }
}

/** The middleware's work, also done by the reads served directly (ADR 0089): `path` is the URL's path. */
export function traceHttpRequest(request: IncomingMessage, response: ServerResponse, path: string, next: () => void): void {
  const method = request.method ?? 'GET';
  const parent = extractFromRecord(request.headers);
  const span = tracer().startSpan(
    `HTTP ${method}`,
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'url.path': path } },
    parent,
  );
  const correlationId = correlationIdOf(request);
  response.setHeader(HEADERS.correlationId, correlationId);
  response.setHeader('traceparent', `00-${span.spanContext().traceId}-${span.spanContext().spanId}-01`);
  response.on('finish', () => {
    context.with(trace.setSpan(parent, span), () => log.debug({ method, path, status: response.statusCode }, 'request answered'));
    span.setAttribute('http.response.status_code', response.statusCode);
    if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  context.with(trace.setSpan(parent, span), next);
}
