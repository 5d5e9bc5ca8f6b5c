import { ROUTES, webhookReceiveRoute, chatUnreadRoute } from '@portico/contracts';
import { createCustomRoutes, customRouteControllers } from './custom-routes';

/** The registrar refuses a declaration and a gateway handler that do not come together. */
describe('custom route registrar', () => {
  it('mounts one controller per domain that declares routes', () => {
    const domains = new Set(ROUTES.map((r) => r.domain));
    expect(customRouteControllers().map((c) => c.name)).toHaveLength(domains.size);
  });

  it('refuses a route declared gatewayHandler without a handler, and a handler for a forwarded route', () => {
    expect(() => createCustomRoutes([webhookReceiveRoute], 'Test', {})).toThrow(/no handler of that name/);
    expect(() => createCustomRoutes([chatUnreadRoute], 'Test', { 'chat.unread': () => Promise.resolve({}) })).toThrow(/is forwarded/);
  });

  it('refuses two routes of one name', () => {
    expect(() => customRouteControllers([...ROUTES, chatUnreadRoute])).toThrow(/Two custom routes are named chat.unread/);
  });
});
