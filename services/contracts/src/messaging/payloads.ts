/** What the gateway sends a service for one resource request. */
export interface ResourceRequest {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** One page of a list, with what the screen needs for totals. */
export interface ListPage<T> {
  items: T[];
  /** Opaque cursor for the next page, null at the end. */
  nextCursor: string | null;
  /** Exact count of rows matching the filters (within the caller's scope). */
  total: number;
  pageSize: number;
}

/** Envelope of a domain event on JetStream. The message id doubles as the outbox row id. */
export interface DomainEvent<T = unknown> {
  id: string;
  subject: string;
  occurredAt: string;
  actor?: string;
  orgId?: string | null;
  data: T;
}
