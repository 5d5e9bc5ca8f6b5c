import type { Page } from 'playwright-core';
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
