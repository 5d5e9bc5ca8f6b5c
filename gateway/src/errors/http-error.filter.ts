import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PorticoError, type ErrorEnvelope } from '@portico/contracts';
import { createLogger } from '@portico/platform';
import { correlationIdOf } from '../observability/correlation';

const log = createLogger('gateway');

/** Everything leaves the gateway as the shared envelope; bad input is never a bare 500. */
export function httpEnvelope(exception: unknown): ErrorEnvelope {
  if (exception instanceof PorticoError) return exception.toEnvelope();
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const byStatus: Record<number, PorticoError['code']> = {
      400: 'BAD_REQUEST',
      401: 'UNAUTHENTICATED',
      403: 'FORBIDDEN',
      404: 'NOT_FOUND',
      413: 'PAYLOAD_TOO_LARGE',
    };
    const code = byStatus[status] ?? (status < 500 ? 'BAD_REQUEST' : 'INTERNAL');
    const message = status === 404 ? 'Data Not Found' : exception.message;
    return new PorticoError(code, message).toEnvelope();
  }
  // body-parser errors (malformed JSON, oversized body) arrive as plain errors with a status.
  const withStatus = exception as { status?: number; type?: string };
  if (withStatus?.status === 413) return new PorticoError('PAYLOAD_TOO_LARGE', 'Request body too large').toEnvelope();
  if (withStatus?.status === 400) return new PorticoError('BAD_REQUEST', 'Malformed request body').toEnvelope();
  return new PorticoError('INTERNAL', 'Something went wrong').toEnvelope();
}

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const envelope = { ...httpEnvelope(exception), correlationId: correlationIdOf(request) };
    if (envelope.status >= 500 && envelope.code === 'INTERNAL') log.error({ err: exception, path: request.path }, 'request failed');
    if (envelope.status === 401) response.setHeader('WWW-Authenticate', 'Bearer realm="portico"');
    response.status(envelope.status).json(envelope);
  }
}
