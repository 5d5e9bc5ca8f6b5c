import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HEADERS } from '@portico/contracts';

type HttpRequest = Pick<IncomingMessage, 'headers'>;

const ids = new WeakMap<HttpRequest, string>();

/** The caller's x-correlation-id when it is sane, otherwise a fresh one; stable per request. */
export function correlationIdOf(request: HttpRequest): string {
  let id = ids.get(request);
  if (!id) {
    const given = request.headers[HEADERS.correlationId];
    id = typeof given === 'string' && /^[\w.-]{8,128}$/.test(given) ? given : randomUUID();
    ids.set(request, id);
  }
  return id;
}
