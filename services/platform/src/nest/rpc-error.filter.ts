import { type ArgumentsHost, Catch, type RpcExceptionFilter, HttpException } from '@nestjs/common';
import { type Observable, throwError } from 'rxjs';
import { PorticoError, type ErrorEnvelope, msg } from '@portico/contracts';
import type { Logger } from '../observability/logger';
import { databaseInputError } from '../db/database-errors';

/**
 * Maps every failure to the shared envelope. Without this a plain Error would cross NATS as
 * Nest's "Internal server error" string and the gateway could not tell 404 from 500.
 */
export function toEnvelope(exception: unknown): ErrorEnvelope {
  if (exception instanceof PorticoError) return exception.toEnvelope();
  const fromDatabase = databaseInputError(exception);
  if (fromDatabase) return fromDatabase.toEnvelope();
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    if (status === 403) return new PorticoError('FORBIDDEN', exception.message).toEnvelope();
    if (status === 401) return new PorticoError('UNAUTHENTICATED', exception.message).toEnvelope();
    if (status === 404) return new PorticoError('NOT_FOUND', exception.message).toEnvelope();
    if (status < 500) return new PorticoError('BAD_REQUEST', exception.message).toEnvelope();
  }
  return new PorticoError('INTERNAL', msg('error.serviceFailed')).toEnvelope();
}

@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly log: Logger) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    const envelope = toEnvelope(exception);
    if (envelope.status >= 500) this.log.error({ err: exception }, 'request failed');
    // Input that only the database refused: answered 4xx, logged so validation can catch it next time.
    else if (!(exception instanceof PorticoError) && databaseInputError(exception))
      this.log.warn({ err: exception }, 'input refused by the database');
    return throwError(() => envelope);
  }
}
