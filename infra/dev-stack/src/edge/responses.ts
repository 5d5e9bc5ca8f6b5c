import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { ErrorCode } from '@portico/contracts';

/** The product's error envelope, from the edge itself (the gateway sends the same shape). */
export function sendError(res: ServerResponse, status: number, code: ErrorCode, message: string): void {
  if (res.destroyed) return;
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ code, status, message, details: {}, correlationId: randomUUID() });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}
