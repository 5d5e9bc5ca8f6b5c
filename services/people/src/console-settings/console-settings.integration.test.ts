import { LOCK_AFTER_MINUTES_DEFAULT } from '@portico/contracts';
import { peopleService } from '../people.service';
import { startApiTestbed, type ApiTestbed } from '../../../../gateway/src/testing/api-testbed';

/** Maintenance mode and the idle lock (ADR 0075): everyone reads them, only administrators change them. */
let api: ApiTestbed;

beforeAll(async () => {
  api = await startApiTestbed({ services: [peopleService] });
}, 180_000);

afterAll(() => api?.stop());

it('stores the switches server-side for every console to read, changed by administrators only', async () => {
  const initial = await api.call('resident@portico.test', 'GET', '/console-settings');
  expect(initial).toMatchObject({ status: 200, body: { maintenanceMode: false, lockAfterMinutes: LOCK_AFTER_MINUTES_DEFAULT } });
  expect((await api.call(null, 'GET', '/console-settings')).status).toBe(401);

  for (const who of ['manager@portico.test', 'staff@portico.test', 'resident@portico.test', 'vendor@portico.test']) {
    const refused = await api.call(who, 'PUT', '/console-settings', { maintenanceMode: true });
    expect([who, refused.status]).toEqual([who, 403]);
  }
  expect((await api.call('manager@portico.test', 'GET', '/console-settings')).body.maintenanceMode).toBe(false);

  const on = await api.call('admin@portico.test', 'PUT', '/console-settings', {
    maintenanceMode: true,
    maintenanceMessage: 'Back at 18:00',
    lockAfterMinutes: 5,
  });
  expect(on).toMatchObject({ status: 200, body: { maintenanceMode: true, maintenanceMessage: 'Back at 18:00', lockAfterMinutes: 5 } });
  const seen = await api.call('staff@portico.test', 'GET', '/console-settings');
  expect(seen.body).toMatchObject({ maintenanceMode: true, maintenanceMessage: 'Back at 18:00', lockAfterMinutes: 5 });
  expect(typeof seen.body.updatedAt).toBe('string');

  // A partial change keeps the rest; bad input is a 422 with the rule's words.
  const off = await api.call('admin@portico.test', 'PUT', '/console-settings', { maintenanceMode: false });
  expect(off.body).toMatchObject({ maintenanceMode: false, maintenanceMessage: 'Back at 18:00', lockAfterMinutes: 5 });
  const bad = await api.call('admin@portico.test', 'PUT', '/console-settings', { lockAfterMinutes: -1 });
  expect(bad.status).toBe(422);
  expect(JSON.stringify(bad.body)).toContain('Lock after cannot be negative');
  expect((await api.call('admin@portico.test', 'PUT', '/console-settings', { surprise: true })).status).toBe(422);
});
