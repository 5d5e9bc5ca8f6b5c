import type { Browser, Page } from 'playwright-core';
import { property } from '@portico/contracts';
import { newConsole, screenshot } from '../../console-testing/browser';
import { consoleSuite } from '../../console-testing/console-suite';
import { navigateInConsole } from '../../console-testing/console-session';

/**
 * The console as a new user meets it: the product started exactly as `npm start` starts it,
 * driven in Debian's Chromium through the development identity provider.
 */
const suite = consoleSuite();

async function signIn(page: Page, email = 'admin@portico.test', password = 'portico-demo'): Promise<void> {
  await page
    .getByRole('button', { name: /sign in/i })
    .first()
    .click();
  await page.waitForURL(/\/oidc\//);
  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', password);
  await page.click('button[type=submit]');
}

async function signedInConsole(b: Browser, email?: string): Promise<Page> {
  const { page } = await newConsole(b);
  await page.goto(`${suite.stack.url}/dashboard/analytics`);
  await page.waitForURL(/\/pages\/login/);
  await signIn(page, email);
  await page.waitForURL(/\/dashboard\/analytics/);
  return page;
}

const REMOTE_LISTS = [
  { path: '/properties/list', title: 'Property List', row: 'Harbor View Apartments' },
  { path: '/bulletin-type/list', title: 'Bulletin Type List', row: 'Building Notice' },
  { path: '/maintenance-type/list', title: 'Category List', row: 'Plumbing' },
  { path: '/billing-types/list', title: 'Billing Type List', row: 'Monthly Rent' },
];

it('sends a signed-out user to sign in, and back to where they were going', async () => {
  const { page, context } = await newConsole(suite.browser.browser);
  await page.goto(`${suite.stack.url}/properties/list`);
  await page.waitForURL(/\/pages\/login\?to=%2Fproperties%2Flist/);
  await signIn(page);
  await page.waitForURL(`${suite.stack.url}/properties/list`);
  await page.getByRole('heading', { name: 'Property List' }).waitFor();
  expect(await page.title()).toContain('Property List');
  await page.getByText('Harbor View Apartments').first().waitFor();
  await screenshot(page, 'e2e-properties');
  // Signed in, the root and the login page lead to the dashboard.
  await page.goto(`${suite.stack.url}/`);
  await page.waitForURL(/\/dashboard\/analytics/);
  await page.goto(`${suite.stack.url}/login`);
  await page.waitForURL(/\/dashboard\/analytics/);
  await context.close();
});

it('opens each remote’s list with its seeded rows, fetched through gateway, NATS and the service', async () => {
  const page = await signedInConsole(suite.browser.browser);
  for (const remote of REMOTE_LISTS) {
    await page.goto(`${suite.stack.url}${remote.path}`);
    await page.getByRole('heading', { name: remote.title }).waitFor();
    await page.getByText(remote.row).first().waitFor();
    expect(await page.title()).toContain(remote.title);
  }
  await page.context().close();
});

it('draws the month’s activity of every domain on the dashboard, payments received among them', async () => {
  const page = await signedInConsole(suite.browser.browser);
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
  await page.reload();
  const chart = page.getByTestId('activity-chart');
  await chart.locator('[data-testid="chart-card"][data-state="ready"]').waitFor();
  expect((await chart.getAttribute('data-series'))?.split(',').sort()).toEqual([
    'join-requests-daily__joinRequests',
    'maintenance-orders-daily__completed',
    'maintenance-orders-daily__opened',
    'payments-daily__payments',
    'reservations-daily__reservations',
  ]);
  // The legend names each line; the seeded payments were paid today, so the line is drawn.
  for (const name of ['Payments received', 'Reservations', 'Work orders opened']) await chart.getByText(name).first().waitFor();
  // The kit draws the lines itself: the dashboard never loads the chart library (ADR 0086).
  expect(chunks.filter((path) => path.includes('kit-charts'))).toEqual([]);
  // From the keyboard: the chart takes focus, and the arrow keys show a day's values.
  const surface = chart.getByRole('img', { name: "This month's activity" });
  await surface.focus();
  await page.keyboard.press('End');
  const tooltip = chart.getByTestId('chart-tooltip');
  await tooltip.waitFor();
  expect(await tooltip.innerText()).toMatch(/Work orders opened\s+\d+/);
  await page.keyboard.press('Escape');
  await tooltip.waitFor({ state: 'detached' });
  await page.context().close();
});

it('asks for the manifest and the provider’s discovery document once a load, before the shared chunks', async () => {
  const page = await signedInConsole(suite.browser.browser);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(`${suite.stack.url}/properties/list`);
  await page.getByRole('heading', { name: 'Property List' }).waitFor();
  await page.getByText('Harbor View Apartments').first().waitFor();
  const early = ['/remotes.json', '/oidc/.well-known/openid-configuration'];
  // Sent by the entry as it runs, so before the stylesheet of the shared chunks it then loads;
  // bootstrap and keycloak-js use those answers, so neither is asked for twice.
  expect(asked.filter((path) => early.includes(path)).sort()).toEqual([...early].sort());
  const firstStylesheet = asked.findIndex((path) => path.endsWith('.css'));
  expect(firstStylesheet).toBeGreaterThan(0);
  for (const path of early) expect(asked.indexOf(path)).toBeLessThan(firstStylesheet);
  // The page's remote starts loading while the session is renewed; its mount takes that load.
  expect(asked.filter((path) => path === '/remotes/people/remoteEntry.js')).toHaveLength(1);
  await page.context().close();
});

it('titles a list in the header while its remote still loads, in each language, as the list then titles itself', async () => {
  const page = await signedInConsole(suite.browser.browser);
  // The people remote's entry is held back until the header has been read.
  let held = true;
  const waiting: (() => void)[] = [];
  const release = () => {
    held = false;
    for (const resume of waiting.splice(0)) resume();
  };
  await page.route('**/remotes/people/remoteEntry.js', async (route) => {
    if (held) await new Promise<void>((resolve) => waiting.push(resolve));
    await route.continue();
  });
  for (const [language, expected] of [
    ['en', `${property.title.en} List`],
    ['es', `Lista de ${property.titlePlural.es}`],
  ] as const) {
    held = true;
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    // Not waiting for `load`: the held entry is a script the page is still loading.
    await page.goto(`${suite.stack.url}/properties/list`, { waitUntil: 'domcontentloaded' });
    const title = page.getByTestId('page-title');
    await title.waitFor();
    const provisional = await title.innerText();
    expect(provisional).toBe(expected);
    expect(await page.title()).toContain(expected);
    expect(await page.getByTestId('resource-list').count()).toBe(0);
    release();
    await page.getByText('Harbor View Apartments').first().waitFor();
    // The list declares the same title: the header's text does not change under the reader.
    expect(await title.innerText()).toBe(provisional);
  }
  await page.context().close();
});

it('answers an unknown path with the 404 page', async () => {
  const page = await signedInConsole(suite.browser.browser);
  await page.goto(`${suite.stack.url}/no/such/page`);
  await page.waitForURL(/\/error-404$/);
  await page
    .getByText(/404|not found/i)
    .first()
    .waitFor();
  await page.context().close();
});

it('switches the console to Spanish', async () => {
  const page = await signedInConsole(suite.browser.browser);
  await page.goto(`${suite.stack.url}/properties/list`);
  await page.getByRole('heading', { name: 'Property List' }).waitFor();
  await page.getByTestId('language-switch').first().click();
  await page.getByTestId('language-option-es').click();
  await page.getByText('Propiedades').first().waitFor();
  await page.getByText('Nombre de la propiedad').first().waitFor();
  await screenshot(page, 'e2e-spanish');
  await page.context().close();
});

it('keeps the shell and the other remotes working when one remote cannot load', async () => {
  const { page, context } = await newConsole(suite.browser.browser);
  await context.route('**/remotes/billing/**', (route) => route.abort());
  await page.goto(`${suite.stack.url}/dashboard/analytics`);
  await page.waitForURL(/\/pages\/login/);
  await signIn(page);
  await page.waitForURL(/\/dashboard\/analytics/);
  await page.goto(`${suite.stack.url}/billing-types/list`);
  await page
    .getByText(/unavailable/i)
    .first()
    .waitFor();
  await screenshot(page, 'e2e-billing-unavailable');
  // On, as a user goes: the same document, the failed remote still failed, the others load.
  for (const remote of REMOTE_LISTS.filter((r) => !r.path.startsWith('/billing'))) {
    await navigateInConsole(page, remote.path);
    await page.getByText(remote.row).first().waitFor();
  }
  await context.close();
});
