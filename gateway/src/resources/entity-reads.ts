import { historySubject, requestSubject, slugFor, type EntityDef } from '@portico/contracts';

/**
 * A read the gateway forwards as it comes: its route, its permission slug, the service's
 * subject and what the service is sent. The controllers declare their routes from these, and
 * the HTTP server serves the same reads directly (ADR 0089), so the two cannot drift apart.
 */
export interface ForwardedRead {
  /** Express's path for the route, with `:id` for the record. */
  path: string;
  slug: string;
  subject: string;
  payload(query: Record<string, unknown>, params: { id?: string }): unknown;
}

/** An entity's list, record and history reads. */
export function entityReads(def: EntityDef): { list: ForwardedRead; read: ForwardedRead; history: ForwardedRead } {
  const base = `/api/v1/${def.module}`;
  return {
    list: {
      path: base,
      slug: slugFor(def, 'list'),
      subject: requestSubject(def.domain, def.name, 'list'),
      payload: (query) => ({ query }),
    },
    read: {
      path: `${base}/:id`,
      slug: slugFor(def, 'read'),
      subject: requestSubject(def.domain, def.name, 'read'),
      payload: (_query, { id }) => ({ params: { id } }),
    },
    history: {
      path: `${base}/:id/history`,
      slug: slugFor(def, 'read'),
      subject: historySubject(def.domain, def.name),
      payload: (_query, { id }) => ({ params: { id } }),
    },
  };
}
