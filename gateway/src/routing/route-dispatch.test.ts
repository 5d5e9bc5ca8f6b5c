import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express, NextFunction, Request, Response } from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { dispatchByPrefix, pathKey } from './route-dispatch';
import { prefilterRoutes } from './route-prefilter';

type Router = Parameters<typeof dispatchByPrefix>[0];
const routerOf = (app: Express) => (app as unknown as { router: Router }).router;

describe('the key a request is dispatched by', () => {
  it.each([
    ['/api/v1/properties', '/api/v1/properties'],
    ['/api/v1/properties/', '/api/v1/properties'],
    ['/API/v1/Properties/abc/history?x=/a/b/c', '/api/v1/properties'],
    ['/api/v1', '/api/v1'],
    ['/', '/'],
    ['/health?deep=1', '/health'],
  ])('%s → %s', (url, key) => {
    expect(pathKey(url)).toBe(key);
  });

  it.each([['http://host/api/v1/properties'], ['/api/v1/a b'], ['/api/v1/x#frag'], ['/api/v1/caf\u00e9'], ['']])(
    'none for %j: the whole stack is walked',
    (url) => {
      expect(pathKey(url)).toBeUndefined();
    },
  );
});

/** Routes of every kind the dispatch must keep as Express has them, answering which one took the request. */
function declareRoutes(app: Express, calls: string[]): void {
  const answer = (route: string) => (req: Request, res: Response) =>
    void res.json({ route, params: req.params, routePath: (req.route as { path?: unknown } | undefined)?.path });
  app.param('id', (_req: Request, _res: Response, next: NextFunction, id: string) => {
    calls.push(`param ${id}`);
    next();
  });
  app.use((req, _res, next) => {
    calls.push(`middleware ${req.method}`);
    next();
  });
  app.use('/api/v1/mounted', (req, res, next) => (req.query.stop ? void res.json({ route: 'mounted', url: req.url }) : next()));
  app.get('/api/v1/properties', answer('list'));
  app.post('/api/v1/properties', answer('create'));
  app.get('/api/v1/properties/imports/template', answer('template'));
  app.get('/api/v1/properties/:id', (req, _res, next) => (req.params.id === 'skip' ? next('route') : next()), answer('read'));
  app.get('/api/v1/properties/:id', answer('read after skip'));
  app.patch('/api/v1/properties/:id', answer('update'));
  app.head('/api/v1/units/:id', (_req, res) => void res.set('x-route', 'head').end());
  app.get('/api/v1/units/:id', answer('unit'));
  app.all('/api/v1/anything/:id', answer('all'));
  app.get(/^\/api\/v1\/regex\/(\d+)$/, answer('regex'));
  app.get(['/api/v1/one', '/api/v1/two'], answer('array'));
  app.get('/api/v1/files{/:name}', answer('optional'));
  app.get('/api/v1/*path', answer('catch-all'));
  app.delete('/:anything', answer('root param'));
  app.use((_req, res) => void res.status(404).json({ route: 'not found' }));
}

const REQUESTS: [method: string, path: string][] = [
  ['GET', '/api/v1/properties'],
  ['GET', '/api/v1/properties/'],
  ['GET', '/API/V1/Properties?limit=25'],
  ['POST', '/api/v1/properties'],
  ['PUT', '/api/v1/properties'],
  ['GET', '/api/v1/properties/imports/template'],
  ['GET', '/api/v1/properties/abc'],
  ['GET', '/api/v1/properties/skip'],
  ['GET', '/api/v1/properties/a%20b'],
  ['PATCH', '/api/v1/properties/abc'],
  ['DELETE', '/api/v1/properties/abc'],
  ['HEAD', '/api/v1/properties/abc'],
  ['HEAD', '/api/v1/units/u1'],
  ['GET', '/api/v1/units/u1'],
  ['OPTIONS', '/api/v1/properties/abc'],
  ['OPTIONS', '/api/v1/properties'],
  ['PUT', '/api/v1/anything/x'],
  ['GET', '/api/v1/regex/42'],
  ['GET', '/api/v1/two'],
  ['GET', '/api/v1/files'],
  ['GET', '/api/v1/files/a.pdf'],
  ['GET', '/api/v1/propertiesx'],
  ['GET', '/api/v1/mounted/deep?stop=1'],
  ['GET', '/api/v1/mounted/deep'],
  ['DELETE', '/thing'],
  ['GET', '/nothing/here'],
  ['GET', '//api/v1/properties'],
];

async function listen(app: Express): Promise<{ server: Server; base: string }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function ask(base: string, method: string, path: string) {
  const res = await fetch(`${base}${path}`, { method });
  return { status: res.status, allow: res.headers.get('allow'), route: res.headers.get('x-route'), body: await res.text() };
}

describe('requests dispatched by their path’s key take the route they took before', () => {
  const plainCalls: string[] = [];
  const dispatchedCalls: string[] = [];
  let plain: { server: Server; base: string };
  let dispatched: { server: Server; base: string };
  beforeAll(async () => {
    // The gateway's own Express, as Nest builds it, once as it is and once as the gateway runs it.
    const plainApp = new ExpressAdapter().getInstance<Express>();
    declareRoutes(plainApp, plainCalls);
    const dispatchedApp = new ExpressAdapter().getInstance<Express>();
    declareRoutes(dispatchedApp, dispatchedCalls);
    prefilterRoutes(routerOf(dispatchedApp).stack as unknown as Parameters<typeof prefilterRoutes>[0]);
    dispatchByPrefix(routerOf(dispatchedApp));
    plain = await listen(plainApp);
    dispatched = await listen(dispatchedApp);
  });
  afterAll(async () => {
    await new Promise((r) => plain.server.close(r));
    await new Promise((r) => dispatched.server.close(r));
  });

  it.each(REQUESTS)('%s %s', async (method, path) => {
    plainCalls.length = 0;
    dispatchedCalls.length = 0;
    const expected = await ask(plain.base, method, path);
    // Twice: built, then from the remembered view.
    expect(await ask(dispatched.base, method, path)).toEqual(expected);
    expect(await ask(dispatched.base, method, path)).toEqual(expected);
    // Middlewares and param callbacks ran as before (twice, for the two asks).
    expect(dispatchedCalls).toEqual([...plainCalls, ...plainCalls]);
  });

  it('tries none of the routes of other paths or methods', async () => {
    const app = new ExpressAdapter().getInstance<Express>();
    const tried: string[] = [];
    app.get('/api/v1/properties', (_req, res) => void res.json({ route: 'list' }));
    app.post('/api/v1/properties', (_req, res) => void res.json({ route: 'create' }));
    app.get('/api/v1/units', (_req, res) => void res.json({ route: 'units' }));
    for (const layer of routerOf(app).stack as { route?: { path: string }; match: (path: string) => unknown }[]) {
      const match = layer.match.bind(layer);
      layer.match = (path) => (tried.push(`${layer.route?.path ?? 'middleware'}`), match(path));
    }
    dispatchByPrefix(routerOf(app));
    const { server, base } = await listen(app);
    try {
      expect((await ask(base, 'GET', '/api/v1/properties')).body).toBe('{"route":"list"}');
      expect(tried.filter((path) => path !== 'middleware')).toEqual(['/api/v1/properties']);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('sees a route added after it was installed', async () => {
    const app = new ExpressAdapter().getInstance<Express>();
    app.get('/api/v1/properties', (_req, res) => void res.json({ route: 'list' }));
    dispatchByPrefix(routerOf(app));
    const { server, base } = await listen(app);
    try {
      expect((await ask(base, 'GET', '/api/v1/late')).status).toBe(404);
      app.get('/api/v1/late', (_req, res) => void res.json({ route: 'late' }));
      expect(await ask(base, 'GET', '/api/v1/late')).toMatchObject({ status: 200, body: '{"route":"late"}' });
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
