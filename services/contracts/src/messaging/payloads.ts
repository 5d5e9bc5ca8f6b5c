/** What the gateway sends a service for one resource request. */
export interface ResourceRequest {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/**
 * Bytes a service reply may take once serialized. NATS refuses messages above its max_payload
 * (1 MB by default); the margin leaves room for the envelope and headers. A list page that
 * would exceed it is cut short and its cursor continues after the last item kept.
 */
export const REPLY_BUDGET_BYTES = 900 * 1024;

/**
 * Page one counts matching rows up to this many: beyond it a count costs as much as reading
 * the table, and nobody pages through 10,000 rows (ADR 0023).
 */
export const LIST_COUNT_CAP = 10_000;

/** One page of a list, with what the screen needs for totals. */
export interface ListPage<T> {
  items: T[];
  /**
   * Opaque cursor for the next page, null at the end. A page may hold fewer than `pageSize`
   * items and still have a next page (it was cut to the reply budget).
   */
  nextCursor: string | null;
  /**
   * Count of rows matching the filters (within the caller's scope), exact up to LIST_COUNT_CAP;
   * beyond it, the cap itself with `totalIsExact: false` ("10,000 or more").
   */
  total: number;
  /** False when `total` is the cap and more rows match; absent means exact (older services). */
  totalIsExact?: boolean;
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
  /** Set by declared actions (ADR 0020): which action ran, with the reason and input given. */
  meta?: { action: string; from?: string; to?: string; reason?: string; input?: Record<string, unknown> };
}
