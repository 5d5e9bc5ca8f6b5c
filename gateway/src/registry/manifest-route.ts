import { PERMISSION_FOR_ACTION, permissionSlug, type DomainManifest, type RequestAction } from '@portico/contracts';

/** What the gateway does with one request to a route it learned from a domain's manifest. */
export interface ManifestMatch {
  domain: string;
  subject: string;
  slug: string;
  status: number;
  params: Record<string, string>;
  /** Whether the caller's query and body travel with the request (as for the compiled routes). */
  query: boolean;
  body: boolean;
}

type Generic = { method: string; suffix: string; action: RequestAction | 'history'; status?: number };

/** The generic kit's operations (ADR 0019), as the compiled resource routes mount them. */
const GENERIC: readonly Generic[] = [
  { method: 'GET', suffix: '', action: 'list' },
  { method: 'POST', suffix: '', action: 'create', status: 201 },
  { method: 'GET', suffix: '/:id', action: 'read' },
  { method: 'PATCH', suffix: '/:id', action: 'update' },
  { method: 'DELETE', suffix: '/:id', action: 'delete' },
  { method: 'POST', suffix: '/:id/archive', action: 'archive' },
  { method: 'POST', suffix: '/:id/restore', action: 'restore' },
  { method: 'GET', suffix: '/:id/history', action: 'history' },
];

/** `/x/:id` against `/x/42` → `{ id: '42' }`, or undefined. */
function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i]!.startsWith(':')) {
      if (!got[i]) return undefined;
      params[want[i]!.slice(1)] = decodeURIComponent(got[i]!);
    } else if (want[i] !== got[i]) return undefined;
  }
  return params;
}

/**
 * The route a manifest declares for `method path` (path under `/api/v1`, e.g. `/meter-readings/42`):
 * a declared custom route first (ADR 0045), then an action, then the generic operations of an
 * entity. Undefined when no manifest serves it.
 */
export function matchManifestRoute(manifests: readonly DomainManifest[], method: string, path: string): ManifestMatch | undefined {
  for (const m of manifests)
    for (const route of m.routes) {
      const params = route.method === method ? matchPath(route.path, path) : undefined;
      if (params)
        return { domain: m.domain, subject: route.subject, slug: route.permission, status: route.status, params, query: true, body: true };
    }
  for (const m of manifests)
    for (const entity of m.entities) {
      for (const action of m.actions.filter((a) => a.entity === entity.name)) {
        const params = method === 'POST' ? matchPath(`/${entity.module}/:id/${action.path}`, path) : undefined;
        if (params) return { domain: m.domain, subject: action.subject, slug: action.slug, status: 200, params, query: false, body: true };
      }
      for (const op of GENERIC) {
        const params = op.method === method ? matchPath(`/${entity.module}${op.suffix}`, path) : undefined;
        if (!params) continue;
        const slug = permissionSlug(entity.module, PERMISSION_FOR_ACTION[op.action === 'history' ? 'read' : op.action]);
        const subject = entity.subjects[op.action];
        if (!subject) return undefined;
        return {
          domain: m.domain,
          subject,
          slug,
          status: op.status ?? 200,
          params,
          query: op.action === 'list',
          body: op.action === 'create' || op.action === 'update',
        };
      }
    }
  return undefined;
}
