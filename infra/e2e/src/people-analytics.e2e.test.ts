import { DEMO_PASSWORD } from '@portico/contracts';
import { signIn } from '@portico/dev-idp/testing';
import type { Page } from 'playwright-core';
import { screenshot } from '../../console-testing/browser';
import { consoleAs, navigateInConsole } from '../../console-testing/console-session';
import { consoleSuite } from '../../console-testing/console-suite';

/**
 * The people reports (issue 18, ADR 0064) as an administrator meets them on the demo: property
 * analytics and user analytics with their figures, charts and legends, and the management list
 * with each property's team; a resident is refused all three, on screen and by the API.
 */
const suite = consoleSuite();

const number = async (page: Page, testId: string) => Number((await page.getByTestId(testId).innerText()).replace(/\D/g, ''));

/** A chart card by its title, once drawn, and the names its legend shows (in no particular order). */
async function legendOf(page: Page, title: string): Promise<string[]> {
  const card = page.locator('[data-testid="chart-card"][data-state="ready"]').filter({ hasText: title });
  const items = card.getByTestId('chart-legend-item');
  await items.first().waitFor();
  return (await items.allInnerTexts()).map((s) => s.trim()).sort();
}

it('shows occupancy, users and the management team to an administrator', async () => {
  const page = await consoleAs(suite.browser.browser, suite.stack.url, 'admin@portico.test');
  await page.setViewportSize({ width: 1440, height: 1100 });

  await navigateInConsole(page, '/analytics/property');
  await page.getByRole('heading', { name: 'Property Analytics', exact: true }).waitFor();
  await page.getByTestId('stat-units').waitFor();
  expect(await number(page, 'stat-properties')).toBeGreaterThanOrEqual(3);
  expect(await number(page, 'stat-occupied')).toBeGreaterThan(0);
  expect(await page.getByTestId('stat-occupancy').innerText()).toMatch(/\d+%/);
  expect(await legendOf(page, 'Units by property')).toEqual(['Occupied', 'Vacant']);
  expect(await legendOf(page, 'People by property')).toEqual(['Resident accounts', 'Residents', 'Staff']);
  expect(await legendOf(page, 'Occupied units over time')).toEqual(['All units (today)', 'Occupied units']);
  const rows = page.getByTestId('occupancy-row');
  expect(await rows.count()).toBeGreaterThanOrEqual(3);
  expect(await rows.filter({ hasText: 'Harbor View Apartments' }).innerText()).toMatch(/Harbor Residential Group/);
  await screenshot(page, 'e2e-property-analytics');

  await navigateInConsole(page, '/analytics/user');
  await page.getByRole('heading', { name: 'User Analytics', exact: true }).waitFor();
  await page.getByTestId('stat-users').waitFor();
  expect(await number(page, 'stat-sign-ups')).toBeGreaterThan(0);
  expect(await number(page, 'stat-active')).toBeGreaterThan(0);
  expect(await legendOf(page, 'Sign-ups, join requests and active users')).toEqual(['Active users', 'Join requests', 'Sign-ups']);
  expect(await legendOf(page, 'Users by role')).toEqual(['Active users', 'Sign-ups', 'Users']);
  expect(await page.getByTestId('role-row').filter({ hasText: 'Property manager' }).count()).toBe(1);
  expect(await page.getByTestId('activity-note').innerText()).toMatch(/recorded per day from/);
  await screenshot(page, 'e2e-user-analytics');

  await navigateInConsole(page, '/managements/list');
  await page.getByRole('heading', { name: 'Management List', exact: true }).waitFor();
  const view = page.getByTestId('management-property-card').filter({ hasText: 'Harbor View Apartments' });
  await view.getByTestId('management-row').filter({ hasText: 'Sam Staff' }).waitFor();
  // Sam's open work orders at Harbor View, counted by the maintenance service.
  const samOrders = view.getByTestId('management-row').filter({ hasText: 'Sam Staff' }).getByTestId('open-orders');
  await samOrders.and(page.locator('[data-count]')).waitFor();
  expect(Number(await samOrders.getAttribute('data-count'))).toBeGreaterThan(0);
  expect(Number(await view.getByTestId('pending-reservations').and(page.locator('[data-count]')).getAttribute('data-count'))).toBeGreaterThan(0);
  const across = page.getByTestId('management-organization-card');
  expect(await across.getByTestId('management-row').filter({ hasText: 'Manny Manager' }).innerText()).toMatch(/Harbor Residential Group/);
  await screenshot(page, 'e2e-management-list');
  await page.context().close();
});

it('refuses a resident the three pages, on screen and by the API', async () => {
  const { accessToken } = await signIn(`${suite.stack.url}/oidc`, 'resident@portico.test', DEMO_PASSWORD, { origin: suite.stack.url });
  for (const path of ['/analytics/property', '/analytics/user', '/managements']) {
    const res = await fetch(`${suite.stack.url}/api/v1${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(res.status).toBe(403);
  }
  const page = await consoleAs(suite.browser.browser, suite.stack.url, 'resident@portico.test');
  for (const path of ['/analytics/property', '/analytics/user', '/managements/list']) {
    await navigateInConsole(page, path);
    await page.waitForURL(/\/not-authorized/);
  }
  // Nor does the menu offer them.
  expect(await page.getByRole('link', { name: /Property Analytics|User Analytics|^Management$/ }).count()).toBe(0);
  await page.context().close();
});
