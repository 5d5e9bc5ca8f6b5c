import { DEMO_PASSWORD, SEED_PROPERTIES } from '@portico/contracts';
import { signIn } from '@portico/dev-idp/testing';
import { screenshot } from '../../console-testing/browser';
import { consoleAs } from '../../console-testing/console-session';
import { consoleSuite } from '../../console-testing/console-suite';

/**
 * QR problem reports (ADR 0028) as people meet them: a manager prints a location's QR poster
 * from its view; a passer-by opens the code's page without signing in, in Spanish, and reports
 * a problem, which the manager then finds as a requested order.
 */
const suite = consoleSuite();

it('prints a location poster with its QR code, and a stranger reports a problem through its page', async () => {
  const { accessToken } = await signIn(`${suite.stack.url}/oidc`, 'manager@portico.test', DEMO_PASSWORD, { origin: suite.stack.url });
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${suite.stack.url}/api/v1${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string };
  };
  await post('/maintenance-type', { name: 'Leaks (QR)', color: '#1e88e5' });
  const place = await post('/location', {
    name: 'Laundry room',
    locationType: 'common-area',
    description: 'Ground floor, next to the lobby',
    propertyId: SEED_PROPERTIES.harborView,
  });

  const manager = await consoleAs(suite.browser.browser, suite.stack.url, 'manager@portico.test');
  await manager.goto(`${suite.stack.url}/location/view/${place.id}`);
  await manager.getByTestId('qr-code-link').click();
  await manager.waitForURL(/\/location\/qr\//);
  const qr = manager.getByTestId('poster-qr');
  await qr.waitFor();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  const shown = (await manager.getByTestId('poster-url').innerText()).match(/\/report\/\S+/)?.[0];
  expect(shown).toBeDefined();
  expect(await manager.getByTestId('poster-name').innerText()).toBe('Laundry room');
  await screenshot(manager, 'e2e-problem-report-poster');

  // The stranger: no session; they switch the page to Spanish.
  const context = await suite.browser.browser.newContext();
  const stranger = await context.newPage();
  await stranger.goto(`${suite.stack.url}${shown!}`);
  await stranger.getByTestId('report-form').waitFor();
  await stranger.getByTestId('language-switch').click();
  await stranger.getByTestId('language-option-es').click();
  await stranger.getByTestId('report-page').getByRole('heading', { name: 'Reportar un problema' }).waitFor();
  expect(await stranger.getByTestId('report-place').innerText()).toContain('Laundry room');
  await stranger.getByTestId('report-title').fill('La secadora no calienta');
  await stranger.getByTestId('report-category').click();
  await stranger.getByRole('option', { name: 'Leaks (QR)' }).click();
  await stranger.getByTestId('report-name').fill('Lucía Pérez');
  await stranger.getByTestId('report-contact').fill('no es un contacto');
  await stranger.getByTestId('report-submit').click();
  await stranger.getByText('Ingrese un correo electrónico o un número de teléfono').waitFor();
  await stranger.getByTestId('report-contact').fill('+1 555 010 2030');
  await screenshot(stranger, 'e2e-problem-report-form');
  await stranger.getByTestId('report-submit').click();
  await stranger.getByTestId('report-sent').waitFor();
  await screenshot(stranger, 'e2e-problem-report-sent');
  await context.close();

  const list = await fetch(`${suite.stack.url}/api/v1/orders?locationId=${place.id}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { items } = (await list.json()) as { items: Record<string, unknown>[] };
  expect(items).toEqual([
    expect.objectContaining({
      title: 'La secadora no calienta',
      state: 'requested',
      reporterName: 'Lucía Pérez',
      reporterContact: '+1 555 010 2030',
    }),
  ]);
  await manager.context().close();
});
