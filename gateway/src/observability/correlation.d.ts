import type { Request } from 'express';
/** The caller's x-correlation-id when it is sane, otherwise a fresh one; stable per request. */
export declare function correlationIdOf(request: Request): string;
