import { All, Controller, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AUTHENTICATED_PERMISSION, ENTITIES, HEADERS, ROUTES, PorticoError, type DomainManifest, msg } from '@portico/contracts';
import { DomainRegistry, PUBLIC_ROUTE, RequirePermission, TokenVerifier } from '@portico/platform';
import { ServiceClient } from '../resources/service-client';
import { matchManifestRoute } from './manifest-route';

export const DOMAIN_REGISTRY = 'portico:domain-registry';

/** Modules and custom routes this gateway build mounts itself: a manifest never shadows them. */
const COMPILED_MODULES = new Set(ENTITIES.map((e) => e.module));
const COMPILED_ROUTES = new Set(ROUTES.map((r) => r.name));

/** What a manifest adds beyond this build's own routes. */
export function beyondCompiled(manifest: DomainManifest): DomainManifest {
  const entities = manifest.entities.filter((e) => !COMPILED_MODULES.has(e.module));
  const names = new Set(entities.map((e) => e.name));
  return {
    ...manifest,
    entities,
    actions: manifest.actions.filter((a) => names.has(a.entity)),
    routes: manifest.routes.filter((r) => !COMPILED_ROUTES.has(r.name)),
  };
}

/**
 * The routes a domain published in its manifest (ADR 0061) that this gateway build does not
 * mount itself: a domain deployed with a new entity is served without rebuilding the gateway.
 * Mounted after every compiled controller, so it sees only what they did not match; what no
 * manifest serves is a 404 as before. The slug is checked here, as the guard does for compiled
 * routes, and again by the service.
 */
@Controller('api/v1')
export class ManifestRoutesController {
  constructor(
    @Inject(DOMAIN_REGISTRY) private readonly registry: DomainRegistry,
    private readonly verifier: TokenVerifier,
    private readonly services: ServiceClient,
  ) {}

  @All('*path')
  @RequirePermission(PUBLIC_ROUTE)
  async serve(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<unknown> {
    const path = req.path.replace(/^\/api\/v1/, '');
    const match = matchManifestRoute(this.registry.all().map(beyondCompiled), req.method, path);
    if (!match) throw new PorticoError('NOT_FOUND', msg('error.noRoute', { method: req.method, path: req.path }));
    if (match.slug !== PUBLIC_ROUTE) {
      const viewAs = req.headers[HEADERS.viewAs];
      if (typeof viewAs === 'string' && !['GET', 'HEAD'].includes(req.method))
        throw new PorticoError('FORBIDDEN', msg('error.viewAsReadOnly'));
      const principal = await this.verifier.verifyAuthorization(req.headers.authorization, typeof viewAs === 'string' ? viewAs : undefined);
      if (match.slug !== AUTHENTICATED_PERMISSION && !principal.permissions.has(match.slug))
        throw new PorticoError('FORBIDDEN', msg('error.missingPermission', { slug: match.slug }));
    }
    const reply = await this.services.forward(req, match.subject, {
      ...(Object.keys(match.params).length ? { params: match.params } : {}),
      ...(match.query ? { query: req.query } : {}),
      ...(match.body && req.body !== undefined ? { body: req.body as unknown } : {}),
    });
    res.status(match.status);
    return reply;
  }
}
