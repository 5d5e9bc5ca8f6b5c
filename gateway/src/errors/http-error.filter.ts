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
  const fromBody = bodyParserEnvelope(exception);
  if (fromBody) return fromBody;
  return new PorticoError('INTERNAL', 'Something went wrong').toEnvelope();
}

/**
 * body-parser and the router fail with plain errors carrying a 4xx status (malformed JSON,
 * oversized body, unknown charset or content encoding, a malformed path escape).
 */
function bodyParserEnvelope(exception: unknown): ErrorEnvelope | undefined {
  const { status, type } = (exception ?? {}) as { status?: unknown; type?: unknown };
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (status === 413) return new PorticoError('PAYLOAD_TOO_LARGE', 'Request body too large').toEnvelope();
  if (status === 415) {
    const message =
      type === 'encoding.unsupported'
        ? 'Unsupported Content-Encoding: send the body uncompressed, gzip, deflate or br'
        : 'Unsupported charset: send the body as UTF-8 JSON';
    return new PorticoError('UNSUPPORTED_MEDIA_TYPE', message).toEnvelope();
  }
  if (type === 'entity.too.deep') return new PorticoError('BAD_REQUEST', (exception as Error).message).toEnvelope();
  if (typeof type === 'string' && type.startsWith('entity.')) return new PorticoError('BAD_REQUEST', 'Malformed request body').toEnvelope();
  return new PorticoError('BAD_REQUEST', 'Malformed request').toEnvelope();
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
