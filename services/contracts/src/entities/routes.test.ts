import { z } from 'zod';
import { ROUTES, routesOf } from './catalogue';
import { defineRoute, openApiPath, routePrefix, type RouteSpec } from './routes';

const valid: RouteSpec = {
  name: 'sample.read',
  domain: 'community',
  method: 'GET',
  path: '/samples/:id/read',
  permission: 'samples-read',
  subject: 'community.sample.read',
  tag: 'Samples',
  summary: 'Read a sample',
  description: 'One sample, as its owner reads it.',
  params: { id: z.string() },
  ok: 'Read',
  errors: [401, 403, 404],
};

describe('defineRoute', () => {
  it('derives the path parameters and the default status', () => {
    const route = defineRoute(valid);
    expect(route).toMatchObject({ kind: 'route', status: 200, pathParams: ['id'] });
    expect(openApiPath(route)).toBe('/api/v1/samples/{id}/read');
    expect(routePrefix(route)).toBe('/api/v1/samples/');
  });

  it.each([
    ['a name without an area', { name: 'read' }, /name must be/],
    ['a path parameter left undeclared', { params: {} }, /params must be id/],
    ['a subject of another domain', { subject: 'billing.sample.read' }, /subject must be the community service's/],
    ['a GET with a body', { body: z.object({}) }, /a GET takes no body/],
    ['a public route outside /public/', { permission: 'public' }, /lives under \/public\//],
    ['a blank summary', { summary: ' ' }, /summary and description must say something/],
  ])('refuses %s', (_what, change, message) => {
    expect(() => defineRoute({ ...valid, ...(change as Partial<RouteSpec>) })).toThrow(message);
  });
});

describe('the catalogue', () => {
  it('finds every declared route once, by unique name and by unique method and path', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => `${r.method} ${r.path}`)).size).toBe(ROUTES.length);
    expect(routesOf('billing').every((r) => r.domain === 'billing')).toBe(true);
    // Lists are found too: each QR target's report link.
    expect(ROUTES.map((r) => r.name)).toEqual(expect.arrayContaining(['location.reportLink', 'equipment.reportLink']));
  });
});
