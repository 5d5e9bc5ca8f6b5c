import '../zod-setup';
import type { z } from 'zod';
import type { Domain } from '../messaging/subjects';
import type { EntityDef } from './define';
import { uuidString } from './input-rules';

/**
 * Custom routes (ADR 0045): a domain's own request beside its entities' generic routes and
 * actions ("a report", "mark read", "a public sign-up"), declared in the domain's catalogue
 * folder like them. One declaration makes the gateway route (auth, slug, forwarding over NATS),
 * the OpenAPI operation, and the generated suites' cases; the owning service answers the subject.
 */
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** No token needed (the route's own credential, a link token or a signature, is checked by its handler). */
export const PUBLIC_PERMISSION = 'public';
/** Any signed-in user (the service scopes the answer to them). */
export const AUTHENTICATED_PERMISSION = 'authenticated';

export interface RouteSpec {
  /** `<area>.<verb>`: the OpenAPI operationId, unique across the API. */
  name: string;
  /** The owning service. */
  domain: Domain;
  method: RouteMethod;
  /** Under /api/v1, Express style: `/quickbooks/status`, `/chat/conversations/:id/read`. */
  path: string;
  /** A permission slug, `public` or `authenticated`. */
  permission: string;
  /** The request subject the owning service answers. */
  subject: string;
  /** OpenAPI tag (the product area). */
  tag: string;
  /** The operation in a few words, as any API tool lists it ("Connect QuickBooks"). */
  summary: string;
  /** What it does and for whom, a sentence or two (the OpenAPI operation's description). */
  description: string;
  /** What a success answers (the OpenAPI response's description). */
  ok: string;
  /** Success status; 200 unless declared (a submission that creates something answers 201). */
  status?: 200 | 201 | 202;
  /** Error statuses it documents (the envelope). */
  errors: readonly number[];
  /** Path parameters (each named in `path`), as the service reads them. */
  params?: Record<string, z.ZodType>;
  /** The query, as the service parses it; forwarded as `query`. Absent: no query is forwarded. */
  query?: z.ZodType;
  /** Query values the gateway sets itself (not the caller's): documented nowhere, always forwarded. */
  fixedQuery?: Record<string, string>;
  /** Request headers the route reads. */
  headers?: Record<string, z.ZodType>;
  /** The body, as the service parses it; forwarded as `body`. Absent: no body is forwarded. */
  body?: z.ZodType;
  /** The answer's shape, when it is declared as a schema. */
  output?: z.ZodType;
  /** The answer is a file: this string field of the service's reply, sent with this type and name. */
  download?: { field: string; contentType: string; fileName: string };
  /** The handler needs the exact request bytes (a signature over them): kept beside the parsed body. */
  rawBody?: true;
  /**
   * The gateway answers it with its own handler of this route's name (a transport the generic
   * forwarding cannot do: verifying a signature first); the declaration still makes its docs and cases.
   */
  gatewayHandler?: true;
  /** The record `:id` names: who may not see it is answered 404 (the tenancy matrix checks it). */
  record?: EntityDef;
  /**
   * How long the gateway waits for the answer when longer than its default
   * (`GATEWAY_REQUEST_TIMEOUT_MS`): a route whose service calls an outside system while the
   * caller waits (QuickBooks) needs that system's time as well as its own.
   */
  timeoutMs?: number;
  /**
   * A valid request apart from the path (fixed values only): the generated suites send it, so a
   * check reaches the route's scope and rules rather than stopping at a missing field.
   */
  example?: { query?: Record<string, string>; body?: Record<string, unknown> };
}

export interface RouteDef extends Readonly<RouteSpec> {
  kind: 'route';
  status: 200 | 201 | 202;
  /** Path parameters, in path order. */
  pathParams: readonly string[];
}

const NAME = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/;
const PATH = /^(\/([a-z0-9-]+|:[a-z][a-zA-Z0-9]*))+$/;

/** Declares a custom route; throws when the declaration contradicts itself. */
export function defineRoute(spec: RouteSpec): RouteDef {
  const where = `route ${spec.name}`;
  if (!NAME.test(spec.name)) throw new Error(`${where}: name must be <area>.<verb> in camelCase`);
  if (!PATH.test(spec.path)) throw new Error(`${where}: path must be /segments with :params`);
  if (!spec.subject.startsWith(`${spec.domain}.`) && !spec.gatewayHandler)
    throw new Error(`${where}: subject must be the ${spec.domain} service's`);
  const pathParams = spec.path
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1));
  const declared = Object.keys(spec.params ?? {});
  if (pathParams.join() !== declared.join()) throw new Error(`${where}: params must be ${pathParams.join(', ') || 'none'}, in path order`);
  if (spec.record && !pathParams.includes('id')) throw new Error(`${where}: a route about a record names it by :id`);
  // Public routes share the public rate limit (under /public); a signed webhook is its own credential.
  if (spec.permission === PUBLIC_PERMISSION && !spec.path.startsWith('/public/') && !spec.rawBody)
    throw new Error(`${where}: a public route lives under /public/`);
  if (spec.body && spec.method === 'GET') throw new Error(`${where}: a GET takes no body`);
  if (!spec.summary.trim() || !spec.description.trim()) throw new Error(`${where}: summary and description must say something`);
  return { ...spec, kind: 'route', status: spec.status ?? 200, pathParams };
}

/** The path parameter and record of a route about one record (`/…/:id/…`): who may not see it gets a 404. */
export function aboutRecord(record: EntityDef): Pick<RouteSpec, 'params' | 'record'> {
  return { params: { id: uuidString }, record };
}

/** Whether a catalogue export is a custom route declaration. */
export function isRouteDef(value: unknown): value is RouteDef {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'route';
}

/** `/api/v1/…` in OpenAPI's template style (`{id}`). */
export function openApiPath(route: Pick<RouteDef, 'path'>): string {
  return `/api/v1${route.path.replace(/:([A-Za-z0-9]+)/g, '{$1}')}`;
}

/** The fixed start of a route's path, before its first parameter (`/api/v1/webhooks/`). */
export function routePrefix(route: Pick<RouteDef, 'path'>): string {
  const full = `/api/v1${route.path}`;
  const at = full.indexOf(':');
  return at < 0 ? full : full.slice(0, at);
}
