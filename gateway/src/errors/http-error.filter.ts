import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PorticoError, localizeEnvelope, msg, readerLanguage, type ErrorEnvelope, type MessageLanguage } from '@portico/contracts';
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
    return new PorticoError(code, status === 404 ? msg('error.dataNotFound') : exception.message).toEnvelope();
  }
  const fromBody = bodyParserEnvelope(exception);
  if (fromBody) return fromBody;
  return new PorticoError('INTERNAL', msg('error.somethingWentWrong')).toEnvelope();
}

/**
 * The reader's language (ADR 0077): the language their token carries, else the request's
 * Accept-Language (the console sends the language it shows), else English.
 */
export function requestLanguage(request: Pick<Request, 'headers'> & { principal?: { language?: string } }): MessageLanguage {
  const stored = request.principal?.language?.toLowerCase().split('-')[0];
  return readerLanguage(stored, request.headers['accept-language']);
}

/**
 * body-parser and the router fail with plain errors carrying a 4xx status (malformed JSON,
 * oversized body, unknown charset or content encoding, a malformed path escape).
 */
function bodyParserEnvelope(exception: unknown): ErrorEnvelope | undefined {
  const { status, type } = (exception ?? {}) as { status?: unknown; type?: unknown };
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (status === 413) return new PorticoError('PAYLOAD_TOO_LARGE', msg('error.bodyTooLarge')).toEnvelope();
  if (status === 415) {
    const message = type === 'encoding.unsupported' ? msg('error.unsupportedEncoding') : msg('error.unsupportedCharset');
    return new PorticoError('UNSUPPORTED_MEDIA_TYPE', message).toEnvelope();
  }
  if (type === 'entity.too.deep') return new PorticoError('BAD_REQUEST', (exception as Error).message).toEnvelope();
  if (typeof type === 'string' && type.startsWith('entity.'))
    return new PorticoError('BAD_REQUEST', msg('error.malformedBody')).toEnvelope();
  return new PorticoError('BAD_REQUEST', msg('error.malformedRequest')).toEnvelope();
}

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const { envelope, headers } = envelopeAnswer(exception, http.getRequest<Request & { principal?: { language?: string } }>());
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.status(envelope.status).json(envelope);
  }
}

/** The envelope a failure is answered with, in the reader's language, and its extra headers. */
export function envelopeAnswer(
  exception: unknown,
  request: Pick<Request, 'headers'> & { path?: string; principal?: { language?: string } },
  path = request.path,
): { envelope: ErrorEnvelope; headers: Record<string, string> } {
  const envelope = localizeEnvelope({ ...httpEnvelope(exception), correlationId: correlationIdOf(request) }, requestLanguage(request));
  if (envelope.status >= 500 && envelope.code === 'INTERNAL') log.error({ err: exception, path }, 'request failed');
  return { envelope, headers: envelope.status === 401 ? { 'WWW-Authenticate': 'Bearer realm="portico"' } : {} };
}
