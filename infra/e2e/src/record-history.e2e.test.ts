import { DEMO_PASSWORD, SEED_PROPERTIES, SEED_UNITS, SEED_VENDORS } from '@portico/contracts';
import { signIn } from '@portico/dev-idp/testing';
import { screenshot } from '../../console-testing/browser';
import { consoleAs } from '../../console-testing/console-session';
import { consoleSuite } from '../../console-testing/console-suite';

/**
 * A record's history as people read it (ADR 0037): after a photo, the next action lists only
 * what it changed; actions and file events read in the reader's language from their
 * declarations, never as code names; a resident does not read the note written for the vendor.
 */
const suite = consoleSuite();
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function api(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, any> }> {
  const res = await fetch(`${suite.stack.url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

it('tells what happened, in the reader’s language, and only to whom it concerns', async () => {
  const { accessToken: manager } = await signIn(`${suite.stack.url}/oidc`, 'manager@portico.test', DEMO_PASSWORD, {
    origin: suite.stack.url,
  });
  const template = (await api(manager, 'GET', `/orders?unitId=${SEED_UNITS.harborView101}&limit=1`)).body.items[0] as Record<
    string,
    unknown
  >;
  const created = await api(manager, 'POST', '/orders', {
    title: 'Dripping tap in the kitchen',
    propertyId: SEED_PROPERTIES.harborView,
    unitId: SEED_UNITS.harborView101,
    categoryId: template.categoryId,
    urgency: template.urgency,
  });
  expect(created).toMatchObject({ status: 201 });
  const id = created.body.id as string;
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'grifo.png');
  const uploaded = await fetch(`${suite.stack.url}/api/v1/orders/${id}/attachments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${manager}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  if (created.body.state === 'requested') expect((await api(manager, 'POST', `/orders/${id}/approve`, {})).status).toBe(200);
  const dispatched = await api(manager, 'POST', `/orders/${id}/dispatch`, {
    vendorId: SEED_VENDORS.brightFix,
    reason: 'lockbox code 9876',
  });
  expect(dispatched.status).toBe(200);

  const page = await consoleAs(suite.browser.browser, suite.stack.url, 'manager@portico.test');
  await page.goto(`${suite.stack.url}/orders/view/${id}`);
  await page.getByTestId('language-switch').first().click();
  await page.getByTestId('language-option-es').click();
  const history = page.getByTestId('record-history');
  await history.locator('[data-kind="dispatched"]').waitFor();
  const dispatchEntry = history.locator('[data-kind="dispatched"]');
  await dispatchEntry.getByText('Asignar a proveedor', { exact: false }).waitFor();
  // The dispatch moved the state and the vendor, nothing it did not touch.
  const moved = await dispatchEntry.locator('[data-field]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-field')));
  expect(moved).toEqual(expect.arrayContaining(['state', 'vendorId']));
  expect(moved).not.toContain('title');
  expect(moved).not.toContain('status');
  await history.locator('[data-kind="attachmentAdded"]').getByText('adjuntó grifo.png', { exact: false }).waitFor();
  const text = await history.innerText();
  for (const raw of ['attachmentAdded', 'dispatch:', 'uploadedBy', 'sha256', 'Assign to vendor']) expect(text).not.toContain(raw);
  expect(text).toContain('lockbox code 9876');
  await history.scrollIntoViewIfNeeded();
  await screenshot(page, 'e2e-record-history-es');
  await page.context().close();

  const resident = await consoleAs(suite.browser.browser, suite.stack.url, 'resident@portico.test');
  await resident.goto(`${suite.stack.url}/orders/view/${id}`);
  const residentHistory = resident.getByTestId('record-history');
  await residentHistory.locator('[data-kind="dispatched"]').waitFor();
  expect(await residentHistory.innerText()).not.toContain('9876');
  // Nor the fields of management: the view shows no manager note or costs.
  expect(await resident.getByTestId('resource-view').innerText()).not.toMatch(/Manager Note|Labor Cost|Parts Cost|Charge to resident/);
  await resident.context().close();
});
