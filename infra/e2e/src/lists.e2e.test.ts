import { DEMO_PASSWORD } from '@portico/contracts';
import { signIn } from '@portico/dev-idp/testing';
import type { Locator, Page } from 'playwright-core';
import { screenshot } from '../../console-testing/browser';
import { consoleAs, pick } from '../../console-testing/console-session';
import { consoleSuite } from '../../console-testing/console-suite';

/**
 * What a person expects of the generic list (issue 18), in the console at 1366 px: no two
 * columns titled alike, the property beside records that belong to one, the asked-for record
 * first in a search, and row actions always in reach.
 */
const suite = consoleSuite();

const headers = (page: Page) =>
  page.locator('[data-testid="resource-table"] thead th').evaluateAll((ths) => ths.map((th) => (th.textContent ?? '').trim()));

async function openList(page: Page, path: string): Promise<void> {
  await page.goto(`${suite.stack.url}${path}`);
  await page.locator('[data-testid="resource-row"]').first().waitFor();
}

it('titles every column once, with the property beside each order, and "Record" beside the workflow status', async () => {
  const admin = await consoleAs(suite.browser.browser, suite.stack.url, 'admin@portico.test');
  await openList(admin, '/orders/list');
  const active = await headers(admin);
  expect(new Set(active).size).toBe(active.length);
  expect(active.slice(0, 3)).toEqual(['Problem', 'Property', 'Status']);
  await admin.getByTestId('status-filter').getByText('All', { exact: true }).click();
  await admin.locator('[data-testid="resource-table"] th[data-column="status"]').waitFor();
  const all = await headers(admin);
  expect(new Set(all).size).toBe(all.length);
  expect(all).toContain('Record');
  await admin.context().close();
});

it('lists the unit searched for first, named with its property', async () => {
  const admin = await consoleAs(suite.browser.browser, suite.stack.url, 'admin@portico.test');
  await admin.goto(`${suite.stack.url}/units/new`);
  await admin.getByTestId('resource-form').waitFor();
  await pick(admin, 'propertyId', 'Summit Ridge');
  await admin.locator('input[data-field="unitNumber"]').fill('401');
  await admin.getByTestId('form-submit').click();
  await admin.waitForURL(/\/units\/view\//);
  await openList(admin, '/units/list');
  const before = await admin.getByTestId('list-summary').getAttribute('data-total');
  await admin.getByTestId('list-search').fill('401');
  await admin.waitForFunction(
    (total) => document.querySelector('[data-testid="list-summary"]')?.getAttribute('data-total') !== total,
    before,
  );
  const first = admin.locator('[data-testid="resource-row"]').first();
  expect((await first.locator('td[data-column="unitNumber"]').textContent())?.trim()).toBe('401');
  expect((await first.locator('td[data-column="propertyId"]').textContent())?.trim()).toBe('Summit Ridge Condominiums');
  // Other rows only contain the words (key fobs FOB-401xx): they follow.
  expect(await admin.locator('[data-testid="resource-row"]').count()).toBeGreaterThan(1);
  await screenshot(admin, 'units-search-401');
  await admin.context().close();
});

it('keeps the invoice list’s row actions on screen at 1366 px', async () => {
  const admin = await consoleAs(suite.browser.browser, suite.stack.url, 'admin@portico.test');
  await openList(admin, '/billings/list');
  expect(admin.viewportSize()?.width).toBe(1366);
  const view = admin.locator('[data-testid="resource-row"]').first().locator('[data-action="view"]');
  const box = (await view.boundingBox())!;
  const card = (await admin.locator('.portico-list-card').boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
  // Nothing scrolled over it: the button itself is what a click there reaches.
  const hit = await admin.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-action]')?.getAttribute('data-action'),
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(hit).toBe('view');
  await screenshot(admin, 'invoice-list-1366');
  await admin.context().close();
});

it('shows no property column to a resident, whose lists are all one property', async () => {
  const resident = await consoleAs(suite.browser.browser, suite.stack.url, 'resident@portico.test');
  await openList(resident, '/orders/list');
  expect(await headers(resident)).not.toContain('Property');
  await resident.context().close();
});

const relatedHeaders = (related: Locator) =>
  related.locator('thead th').evaluateAll((ths) => ths.map((th) => (th.textContent ?? '').trim()));

it('titles a related list’s columns as its list does, without the parent it hangs off', async () => {
  const { url } = suite.stack;
  const { accessToken } = await signIn(`${url}/oidc`, 'admin@portico.test', DEMO_PASSWORD, { origin: url });
  const orders = (await (
    await fetch(`${url}/api/v1/orders?limit=100`, { headers: { authorization: `Bearer ${accessToken}` } })
  ).json()) as { items: { vendorId?: string | null }[] };
  const vendorId = orders.items.find((o) => o.vendorId)?.vendorId;
  expect(vendorId).toBeTruthy();
  const admin = await consoleAs(suite.browser.browser, url, 'admin@portico.test');
  // A vendor's orders span properties: the property beside each, as in the orders list; no vendor column.
  await admin.goto(`${url}/vendors/view/${vendorId}`);
  const vendorOrders = admin.locator('[data-testid="related-list"][data-module="orders"]');
  await vendorOrders.locator('[data-testid="related-row"]').first().waitFor();
  const orderTitles = await relatedHeaders(vendorOrders);
  expect(new Set(orderTitles).size).toBe(orderTitles.length);
  expect(orderTitles.slice(0, 2)).toEqual(['Problem', 'Property']);
  expect(orderTitles).not.toContain('Assigned Vendor');
  // A property's units: every one in that property, so neither it nor a property column shows.
  await openList(admin, '/properties/list');
  await admin.locator('[data-testid="resource-row"] [data-testid="row-link"]').first().click();
  const units = admin.locator('[data-testid="related-list"][data-module="units"]');
  await units.locator('[data-testid="related-row"]').first().waitFor();
  const unitTitles = await relatedHeaders(units);
  expect(new Set(unitTitles).size).toBe(unitTitles.length);
  expect(unitTitles).not.toContain('Property');
  expect(unitTitles[0]).toBe('Unit or Suite No');
  await admin.context().close();
});
