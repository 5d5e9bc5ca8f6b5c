import type { LoggerService } from '@nestjs/common';
import { createLogger, type Logger } from './logger';

/**
 * Nest's own lines (an exception its handler caught, a refused reply) through pino, so they are
 * JSON like every other line and carry the active request's trace id. Nest's start-up chatter
 * ("Mapped {…} route", level `log`) is debug: it was hidden before, and is one line per route.
 */
export class NestPinoLogger implements LoggerService {
  private readonly pino: Logger;

  constructor(name: string) {
    this.pino = createLogger(name);
  }

  error(message: unknown, ...rest: unknown[]): void {
    const [stack, context] = rest.length === 1 && typeof rest[0] === 'string' && !rest[0].includes('\n') ? [undefined, rest[0]] : rest;
    this.pino.error({ context, ...(typeof stack === 'string' ? { stack } : {}) }, text(message));
  }

  warn(message: unknown, context?: unknown): void {
    this.pino.warn({ context }, text(message));
  }

  log(message: unknown, context?: unknown): void {
    this.pino.debug({ context }, text(message));
  }

  debug(message: unknown, context?: unknown): void {
    this.pino.debug({ context }, text(message));
  }

  verbose(message: unknown, context?: unknown): void {
    this.pino.trace({ context }, text(message));
  }
}

function text(message: unknown): string {
  if (message instanceof Error) return message.stack ?? message.message;
  return typeof message === 'string' ? message : JSON.stringify(message);
}
