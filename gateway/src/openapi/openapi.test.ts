import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENTITIES, ROUTES, entitiesWithAttachments, openApiPath, requestableActionsOf } from '@portico/contracts';
import { buildOpenApi } from './openapi';

/**
 * The committed contract must be what the code serves: a change to any route, body or slug
 * shows up as a diff of docs/api/openapi.json in review (regenerate with `npm run openapi`).
 */
it('matches the committed docs/api/openapi.json', () => {
  const committed = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'docs', 'api', 'openapi.json'), 'utf8'));
  expect(buildOpenApi()).toEqual(committed);
});

it('names a permission slug and a NATS subject for every record operation', () => {
  const doc = buildOpenApi() as { paths: Record<string, Record<string, { 'x-permission'?: string; 'x-nats-subject'?: string }>> };
  const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));
  // Thirteen generic operations per entity (history included), one per declared action (ADR 0020),
  // one per declared custom route (ADR 0045), and the gateway's own `GET /me`.
  const actions = ENTITIES.reduce((n, def) => n + requestableActionsOf(def).length, 0);
  // Four attachment operations for each entity that declares attachments.
  expect(operations.length).toBe(ENTITIES.length * 13 + actions + entitiesWithAttachments(ENTITIES).length * 4 + ROUTES.length + 1);
  for (const { path, method, op } of operations) {
    expect({ path, method, slug: typeof op['x-permission'] }).toEqual({ path, method, slug: 'string' });
    if (!path.endsWith('/imports/template') && path !== '/api/v1/me')
      expect({ path, method, subject: typeof op['x-nats-subject'] }).toEqual({ path, method, subject: 'string' });
  }
});

it('documents every declared custom route from its declaration', () => {
  const doc = buildOpenApi() as {
    paths: Record<string, Record<string, { operationId: string; 'x-permission': string; security: unknown[] }>>;
  };
  for (const route of ROUTES) {
    const op = doc.paths[openApiPath(route)]?.[route.method.toLowerCase()];
    expect({ route: route.name, operationId: op?.operationId, slug: op?.['x-permission'], isPublic: op?.security.length === 0 }).toEqual({
      route: route.name,
      operationId: route.name,
      slug: route.permission,
      isPublic: route.permission === 'public',
    });
  }
});
