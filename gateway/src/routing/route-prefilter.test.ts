import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { literalPrefix, prefilterRoutes } from './route-prefilter';

describe('literal prefix of a route path', () => {
  it.each([
    ['/api/v1/properties', '/api/v1/properties'],
    ['/api/v1/properties/:id', '/api/v1/properties/'],
    ['/api/v1/Orders/:id/history', '/api/v1/orders/'],
    ['/api/v1/*path', '/api/v1/'],
    ['/api/v1/files{/:name}', '/api/v1/files'],
    ['/:tenant/things', '/'],
  ])('%s → %s', (path, prefix) => {
    expect(literalPrefix(path)).toBe(prefix);
  });
});

describe('routes behind their prefix check answer as before', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    // The gateway's own Express, as Nest builds it.
    const app = new ExpressAdapter().getInstance<Express>();
    app.get('/api/v1/properties', (_req, res) => void res.json({ route: 'list' }));
    app.get('/api/v1/properties/imports/template', (_req, res) => void res.json({ route: 'template' }));
    app.get('/api/v1/properties/:id', (req, res) => void res.json({ route: 'read', id: req.params.id }));
    app.get('/api/v1/*path', (req, res) => void res.json({ route: 'manifest', path: req.params.path }));
    app.get('/:anything', (req, res) => void res.json({ route: 'any', anything: req.params.anything }));
    const wrapped = prefilterRoutes((app as unknown as { router: { stack: Parameters<typeof prefilterRoutes>[0] } }).router.stack);
    // The last route's prefix is `/`: left as it was.
    expect(wrapped).toBe(4);
    server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it.each([
    ['/api/v1/properties', { route: 'list' }],
    ['/api/v1/properties/', { route: 'list' }],
    ['/API/V1/Properties', { route: 'list' }],
    ['/api/v1/properties?limit=25', { route: 'list' }],
    ['/api/v1/properties/imports/template', { route: 'template' }],
    ['/api/v1/properties/abc', { route: 'read', id: 'abc' }],
    ['/Api/v1/PROPERTIES/abc', { route: 'read', id: 'abc' }],
    ['/api/v1/properties/a%20b', { route: 'read', id: 'a b' }],
    ['/api/v1/propertiesx', { route: 'manifest', path: ['propertiesx'] }],
    ['/api/v1/units/1', { route: 'manifest', path: ['units', '1'] }],
    ['/api', { route: 'any', anything: 'api' }],
  ])('%s', async (path, answer) => {
    const res = await fetch(`${base}${path}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(answer);
  });

  it('a path no route matches is still a 404', async () => {
    expect((await fetch(`${base}/nothing/here`)).status).toBe(404);
  });
});
