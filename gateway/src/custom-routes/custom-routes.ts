import { Controller, Delete, Get, Header, HttpCode, Patch, Post, Put, Req, type Type } from '@nestjs/common';
import type { Request } from 'express';
import { DOMAINS, ROUTES, type RouteDef, type RouteMethod } from '@portico/contracts';
import { RequirePermission } from '@portico/platform';
import { ServiceClient } from '../resources/service-client';
import { GATEWAY_HANDLERS, type GatewayHandler } from './gateway-handlers';

const METHOD: Record<RouteMethod, (path: string) => MethodDecorator> = { GET: Get, POST: Post, PUT: Put, PATCH: Patch, DELETE: Delete };

/** `quickbooks.status` → `quickbooksStatus`: the handler's name (route-permission reports name it). */
export function handlerName(route: Pick<RouteDef, 'name'>): string {
  return route.name.replace(/\.(.)/g, (_, c: string) => c.toUpperCase());
}

/**
 * The request the owning service receives: the path parameters, the query and the body, each
 * only when the route declares it (so nothing undeclared reaches the service).
 */
export function payloadOf(route: RouteDef, req: Request): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  if (route.pathParams.length) payload.params = Object.fromEntries(route.pathParams.map((p) => [p, req.params[p]]));
  if (route.query || route.fixedQuery) payload.query = { ...(req.query as Record<string, unknown>), ...route.fixedQuery };
  if (route.body) payload.body = req.body as unknown;
  return payload;
}

/**
 * The gateway routes of one domain's custom routes (ADR 0045), each from its declaration: method,
 * path, slug, success status, file headers. A request is forwarded over NATS to the declared
 * subject with the caller's token, as every generic route is; the service parses it with the
 * declared schemas and checks the slug again. Undefined when the domain declares none.
 */
export function createCustomRoutes(routes: readonly RouteDef[], name: string, handlers = GATEWAY_HANDLERS): Type | undefined {
  if (routes.length === 0) return undefined;

  @Controller('api/v1')
  class CustomRoutes {
    constructor(readonly services: ServiceClient) {}
  }
  for (const route of routes) {
    const method = handlerName(route);
    const own: GatewayHandler | undefined = handlers[route.name];
    if (!!route.gatewayHandler !== !!own)
      throw new Error(
        route.gatewayHandler
          ? `${route.name}: declares gatewayHandler, but the gateway has no handler of that name`
          : `${route.name}: the gateway has a handler of that name, but the declaration is forwarded`,
      );
    const handler = async function (this: CustomRoutes, req: Request): Promise<unknown> {
      if (own) return own({ req, route, services: this.services });
      const reply = await this.services.forward<Record<string, unknown>>(req, route.subject, payloadOf(route, req), route.timeoutMs);
      return route.download ? (reply[route.download.field] ?? '') : reply;
    };
    Object.defineProperty(handler, 'name', { value: method });
    Object.defineProperty(CustomRoutes.prototype, method, { value: handler, writable: true, configurable: true });
    const descriptor = Object.getOwnPropertyDescriptor(CustomRoutes.prototype, method)!;
    Req()(CustomRoutes.prototype, method, 0);
    METHOD[route.method](route.path.slice(1))(CustomRoutes.prototype, method, descriptor);
    HttpCode(route.status)(CustomRoutes.prototype, method, descriptor);
    RequirePermission(route.permission)(CustomRoutes.prototype, method, descriptor);
    if (route.download) {
      Header('content-type', route.download.contentType)(CustomRoutes.prototype, method, descriptor);
      Header('content-disposition', `attachment; filename="${route.download.fileName}"`)(CustomRoutes.prototype, method, descriptor);
    }
  }
  Object.defineProperty(CustomRoutes, 'name', { value: name });
  return CustomRoutes;
}

/** One controller per domain, each holding the custom routes its service answers. */
export function customRouteControllers(all: readonly RouteDef[] = ROUTES): Type[] {
  const names = new Set<string>();
  for (const route of all) {
    if (names.has(route.name)) throw new Error(`Two custom routes are named ${route.name}`);
    names.add(route.name);
  }
  for (const name of Object.keys(GATEWAY_HANDLERS))
    if (!names.has(name)) throw new Error(`Gateway handler ${name} answers no declared route`);
  return DOMAINS.flatMap(
    (domain) =>
      createCustomRoutes(
        all.filter((r) => r.domain === domain),
        `${domain[0]!.toUpperCase()}${domain.slice(1)}CustomRoutes`,
      ) ?? [],
  );
}
