import { PATH_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { PATTERN_METADATA } from '@nestjs/microservices/constants';
import { DOMAINS, ENTITIES, IMPORT_STEPS, REQUEST_ACTIONS, ROUTES, requestableActionsOf, slugsOf } from '@portico/contracts';
import {
  PERMISSION_KEY,
  AUTHENTICATED_ONLY,
  createActionController,
  createResourceController,
  createServiceHealthController,
  DATABASE,
} from '@portico/platform';
import { GatewayModule } from './gateway.module';
import { Reflector } from '@nestjs/core';
import { PUBLIC_ROUTE } from './auth/public';
import { HttpAuthGuard } from './auth/http-auth.guard';
import { handlerName } from './custom-routes/custom-routes';
import { peopleService } from '../../services/people/src/people.service';
import { communityService } from '../../services/community/src/community.service';
import { maintenanceService } from '../../services/maintenance/src/maintenance.service';
import { billingService } from '../../services/billing/src/billing.service';

/**
 * The "no route without a permission slug" rule, for both the gateway's HTTP routes and the
 * services' NATS handlers: every handler must name a slug that exists in the catalogue.
 */
const knownSlugs = new Set([
  PUBLIC_ROUTE,
  AUTHENTICATED_ONLY,
  // The generic five of each entity and one per declared action (ADR 0020).
  ...ENTITIES.flatMap((e) => slugsOf(e)),
]);

function handlersOf(controller: new (...args: never[]) => unknown): { name: string; handler: object }[] {
  // Descriptors, not property reads: a controller's getter (a service it looks up) is no handler.
  const proto = controller.prototype as object;
  return Object.getOwnPropertyNames(proto)
    .map((name) => ({ name, handler: Object.getOwnPropertyDescriptor(proto, name)?.value as unknown }))
    .filter((h): h is { name: string; handler: object } => h.name !== 'constructor' && typeof h.handler === 'function');
}

describe('every route names a permission slug', () => {
  const module = GatewayModule.forConfig({
    port: 0,
    host: '127.0.0.1',
    natsUrl: 'nats://127.0.0.1:1',
    oidcIssuer: 'http://127.0.0.1:1',
    requestTimeoutMs: 1,
  });
  const controllers = (module.controllers ?? []) as (new (...args: never[]) => unknown)[];

  it('gateway HTTP routes', () => {
    const routes: string[] = [];
    for (const controller of controllers) {
      const base = Reflect.getMetadata(PATH_METADATA, controller) as string;
      for (const { name, handler } of handlersOf(controller)) {
        if (Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        const slug = Reflect.getMetadata(PERMISSION_KEY, handler) as string | undefined;
        routes.push(`${base}#${name}`);
        expect({ route: `${base}#${name}`, known: slug !== undefined && knownSlugs.has(slug) }).toEqual({
          route: `${base}#${name}`,
          known: true,
        });
      }
    }
    // Every entity has its seven record routes, its import routes (steps + template), its history
    // and one route per declared action (attachment routes live under their own controller). The
    // custom routes are counted against their declarations below; the gateway's own need no count.
    for (const def of ENTITIES) {
      expect({ module: def.module, routes: routes.filter((r) => r.startsWith(`api/v1/${def.module}#`)).length }).toEqual({
        module: def.module,
        routes: REQUEST_ACTIONS.length + IMPORT_STEPS.length + 2 + requestableActionsOf(def).length,
      });
    }
  });

  it('every declared custom route (ADR 0045), mounted as declared', () => {
    const mounted = new Map<string, { path: unknown; slug: unknown }>();
    for (const controller of controllers) {
      const base = Reflect.getMetadata(PATH_METADATA, controller) as string;
      for (const { name, handler } of handlersOf(controller))
        mounted.set(`${base}#${name}`, {
          path: Reflect.getMetadata(PATH_METADATA, handler),
          slug: Reflect.getMetadata(PERMISSION_KEY, handler),
        });
    }
    for (const route of ROUTES) {
      expect({ route: route.name, ...mounted.get(`api/v1#${handlerName(route)}`) }).toEqual({
        route: route.name,
        path: route.path.slice(1),
        slug: route.permission,
      });
    }
  });

  it("every declared custom route's subject, answered by its service under the declared slug", () => {
    const answered = new Map<string, unknown>();
    for (const service of [peopleService, communityService, maintenanceService, billingService])
      for (const controller of service.controllers ?? [])
        for (const { handler } of handlersOf(controller as never)) {
          const patterns = Reflect.getMetadata(PATTERN_METADATA, handler) as unknown;
          for (const pattern of Array.isArray(patterns) ? patterns : [patterns])
            if (typeof pattern === 'string') answered.set(pattern, Reflect.getMetadata(PERMISSION_KEY, handler));
        }
    // A gateway-handled route (the webhook) hands over per provider, not on its declared subject.
    for (const route of ROUTES.filter((r) => !r.gatewayHandler))
      expect({ route: route.name, answeredBySlug: answered.get(route.subject) }).toEqual({
        route: route.name,
        answeredBySlug: route.permission,
      });
  });

  it('service NATS handlers', () => {
    let count = 0;
    for (const def of ENTITIES) {
      const controllers = [createResourceController(def), createActionController(def)].filter((c) => c !== undefined);
      for (const { name, handler } of controllers.flatMap((c) => handlersOf(c as never))) {
        if (Reflect.getMetadata(PATTERN_METADATA, handler) === undefined) continue;
        const slug = Reflect.getMetadata(PERMISSION_KEY, handler) as string | undefined;
        expect({ handler: `${def.name}#${name}`, known: slug !== undefined && knownSlugs.has(slug) }).toEqual({
          handler: `${def.name}#${name}`,
          known: true,
        });
        count += 1;
      }
    }
    expect(count).toBe(ENTITIES.reduce((n, def) => n + REQUEST_ACTIONS.length + IMPORT_STEPS.length + requestableActionsOf(def).length, 0));
  });

  it.each(DOMAINS)('the %s service health handler', (domain) => {
    const handlers = handlersOf(createServiceHealthController(domain, DATABASE) as never).filter(
      ({ handler }) => Reflect.getMetadata(PATTERN_METADATA, handler) !== undefined,
    );
    expect(handlers.map(({ handler }) => Reflect.getMetadata(PERMISSION_KEY, handler) as unknown)).toEqual([PUBLIC_ROUTE]);
  });

  it('a handler without a slug is closed at run time (deny by default)', async () => {
    const guard = new HttpAuthGuard(new Reflector(), {} as never);
    const context = { getHandler: () => function undeclared() {}, switchToHttp: () => ({ getRequest: () => ({ headers: {} }) }) };
    await expect(guard.canActivate(context as never)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
