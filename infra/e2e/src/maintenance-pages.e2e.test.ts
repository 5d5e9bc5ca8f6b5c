import { DEMO_PASSWORD } from '@portico/contracts';
import { signIn } from '@portico/dev-idp/testing';
import { screenshot } from '../../console-testing/browser';
import { consoleAs, navigateInConsole } from '../../console-testing/console-session';
import { consoleSuite } from '../../console-testing/console-suite';

/**
 * The maintenance screens that are not generic lists, as a manager meets them: the calendar
 * with the seeded orders, the analytics charts, a thread's conversation (a message sent shows
 * up), and an equipment's position on the map.
 */
const suite = consoleSuite();

it('shows the calendar, the analytics, a conversation and an equipment map', async () => {
  const { accessToken } = await signIn(`${suite.stack.url}/oidc`, 'manager@portico.test', DEMO_PASSWORD, { origin: suite.stack.url });
  const threads = await fetch(`${suite.stack.url}/api/v1/threads?limit=1`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(threads.status).toBe(200);
  const [firstThread] = ((await threads.json()) as { items: { id: string }[] }).items;
  expect(firstThread).toBeDefined();
  const equipments = await fetch(`${suite.stack.url}/api/v1/equipments?limit=50`, { headers: { authorization: `Bearer ${accessToken}` } });
  const placed = ((await equipments.json()) as { items: { id: string; latitude?: unknown }[] }).items.find((e) => e.latitude !== null && e.latitude !== undefined);
  expect(placed).toBeDefined();

  const page = await consoleAs(suite.browser.browser, suite.stack.url, 'manager@portico.test');
  await page.setViewportSize({ width: 1440, height: 1000 });

  await navigateInConsole(page, '/maintenance/calendar');
  await page.locator('[data-testid="calendar-view"]:not([data-loading])').waitFor();
  await page.locator('.fc-event').first().waitFor();
  expect(await page.locator('.fc-event').count()).toBeGreaterThan(0);
  await screenshot(page, 'e2e-maintenance-calendar');

  await navigateInConsole(page, '/analytics/maintenance');
  await page.getByTestId('stat-total').waitFor();
  await page.locator('.recharts-surface').first().waitFor();
  expect(Number((await page.getByTestId('stat-total').innerText()).replace(/\D/g, ''))).toBeGreaterThan(0);
  expect(await page.locator('.recharts-surface').count()).toBeGreaterThanOrEqual(3);
  // The donut names its parts: a legend item per status shown, with its count and share.
  const legend = page.locator('[data-chart="donut"]').getByTestId('chart-legend-item');
  await legend.first().waitFor();
  expect(await legend.allInnerTexts()).toContainEqual(expect.stringMatching(/^Open\s+\d+ · \d+%$/));
  await screenshot(page, 'e2e-maintenance-analytics');

  await navigateInConsole(page, `/threads/view/${firstThread!.id}`);
  await page.getByTestId('thread-conversation').waitFor();
  const body = `Checked the unit at ${Date.now()}`;
  await page.getByTestId('thread-composer').fill(body);
  await page.getByTestId('thread-send').click();
  await page.getByTestId('thread-message-body').filter({ hasText: body }).waitFor();
  expect(await page.getByTestId('thread-composer').inputValue()).toBe('');
  await screenshot(page, 'e2e-maintenance-thread');

  await navigateInConsole(page, `/equipments/view/${placed!.id}`);
  await page.getByTestId('equipment-map').waitFor();
  await page.locator('.portico-map path.leaflet-interactive').waitFor();
  expect(await page.getByTestId('equipment-coordinates').innerText()).toMatch(/^-?\d+\.\d{6}, -?\d+\.\d{6}$/);
  await page.getByTestId('equipment-map').scrollIntoViewIfNeeded();
  await screenshot(page, 'e2e-maintenance-equipment-map');
  await page.context().close();
});
