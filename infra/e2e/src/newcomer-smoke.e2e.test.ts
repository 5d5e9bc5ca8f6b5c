import { DEMO_PASSWORD, DOMAINS, SEED_ACCOUNTS } from '@portico/contracts';
import { signIn } from '@portico/dev-idp/testing';
import type { Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../../console-testing/browser';
import { consoleAs, navigateInConsole } from '../../console-testing/console-session';
import { startStackForTest, type RunningStack } from '../../console-testing/stack-harness';
import { backgroundWorkReport, launcherFaults } from '../../console-testing/newcomer-smoke/background-work';
import { listEndpoints, type ListEndpoint } from '../../console-testing/newcomer-smoke/list-endpoints';
import { manifestPages, pageUrl } from '../../console-testing/newcomer-smoke/manifest-pages';
import { watchPage, settle } from '../../console-testing/newcomer-smoke/page-watch';

/**
 * The product as a newcomer meets it (issue 15, part 2): the launcher `npm start` runs, on a
 * fresh data folder with the embedded database, loopback Stripe and QuickBooks and the mail
 * sink; left running until every recurring job has run and every event consumer has caught up
 * with its stream; then, as each demo account, every list of the API read and every page of
 * every remote's manifest opened in the browser, with real records for the `:id` pages.
 * Fails on a 5xx, an answer slower than 3 s, a page error or console error, a screen still
 * loading after 5 s, a list the seed fills for the role that shows no rows, and the embedded
 * database's faults in the launcher's output.
 */
const SLOW_MS = 3000;
const state = {} as { stack: RunningStack; browser: Awaited<ReturnType<typeof launchBrowser>> };

beforeAll(async () => {
  // info: the scheduler's and consumers' progress lines are the signal waited for below.
  state.stack = await startStackForTest({ LOG_LEVEL: 'info' }, { database: 'embedded' });
  state.browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await state.browser?.close();
  await state.stack?.stop();
});

it('runs every recurring job and catches every event consumer up on the embedded database', async () => {
  const deadline = Date.now() + 150_000;
  let report = backgroundWorkReport(state.stack.output, DOMAINS);
  while (!report.done && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    report = backgroundWorkReport(state.stack.output, DOMAINS);
  }
  expect(report.waitingFor).toEqual([]);
  expect(report.jobs).toBeGreaterThan(0);
  expect(report.consumers).toBeGreaterThan(0);
  expect(launcherFaults(state.stack.output)).toEqual([]);
}, 160_000);

describe.each(SEED_ACCOUNTS.map((a) => a.email))('signed in as %s', (email) => {
  const seen = { endpoints: [] as ListEndpoint[], totals: new Map<string, number>(), permissions: new Set<string>(), token: '', opened: 0 };

  it('reads every list of the API without a 5xx or a slow answer', async () => {
    const { url } = state.stack;
    seen.token = (await signIn(`${url}/oidc`, email, DEMO_PASSWORD, { origin: url })).accessToken;
    const headers = { authorization: `Bearer ${seen.token}` };
    const me = (await (await fetch(`${url}/api/v1/me`, { headers })).json()) as { permissions: string[] };
    seen.permissions = new Set(me.permissions);
    seen.endpoints = await listEndpoints(url);
    const faults: string[] = [];
    for (const endpoint of seen.endpoints) {
      const started = Date.now();
      const res = await fetch(`${url}${endpoint.path}?limit=100`, { headers });
      const body = (await res.json().catch(() => undefined)) as { total?: number; items?: { id: string }[] } | undefined;
      const took = Date.now() - started;
      const allowed = seen.permissions.has(endpoint.permission);
      if (res.status >= 500) faults.push(`${endpoint.path}: ${res.status} ${JSON.stringify(body)}`);
      else if (took > SLOW_MS) faults.push(`${endpoint.path}: answered in ${took} ms`);
      else if (allowed && res.status !== 200) faults.push(`${endpoint.path}: ${res.status} although the role holds ${endpoint.permission}`);
      else if (!allowed && res.status !== 403) faults.push(`${endpoint.path}: ${res.status} without ${endpoint.permission}`);
      if (res.status === 200) seen.totals.set(endpoint.permission, body?.total ?? body?.items?.length ?? 0);
    }
    expect(faults).toEqual([]);
    expect(seen.totals.size).toBeGreaterThan(0);
  }, 120_000);

  // One signed-in console per account, shared by its remotes' walks (one test per remote, so
  // a slow machine's ceiling applies to a remote's pages, not to all of an administrator's).
  let signedIn: Page | undefined;
  afterAll(async () => {
    await signedIn?.context().close();
  });

  it.each(DOMAINS)(
    'opens every page of the %s remote with real records, without errors or endless loading',
    async (remote) => {
      const { url } = state.stack;
      const pages = (await manifestPages(url)).filter((p) => p.remote === remote && (p.public || seen.permissions.has(p.permission!)));
      signedIn ??= await consoleAs(state.browser.browser, url, email, undefined, /\/(dashboard|orders)\b/);
      const page = signedIn;
      const watch = watchPage(page, SLOW_MS);
      const faults: string[] = [];
      try {
        for (const manifestPage of pages) {
          const target = await pageUrl(manifestPage, { baseUrl: url, token: seen.token, endpoints: seen.endpoints });
          if (!target) continue; // a `:id` page of a list the role sees empty: nothing to open
          watch.reset();
          await navigateInConsole(page, target);
          const still = await settle(page, 5000);
          seen.opened += 1;
          if (still) {
            // What it looked like, for whoever reads the failure (.screenshots/, git-ignored).
            const shot = await screenshot(page, `smoke-loading-${email.split('@')[0]}-${target.replace(/\W+/g, '_').slice(0, 80)}`);
            faults.push(`${target}: still loading after 5 s (${still}; ${shot})`);
          }
          const listSlug = /^\/([^/]+)\/list$/.exec(manifestPage.path)?.[1];
          if (listSlug && manifestPage.permission?.endsWith('-list')) {
            const apiTotal = seen.totals.get(manifestPage.permission) ?? 0;
            const empty = await page.getByTestId('list-empty').isVisible();
            if (apiTotal > 0 && empty) faults.push(`${target}: shows no rows although the API lists ${apiTotal}`);
          }
          faults.push(...watch.faults().map((f) => `${target}: ${f}`));
        }
      } finally {
        watch.stop();
      }
      expect(faults).toEqual([]);
    },
    240_000,
  );

  it('opened pages of the remotes with records', () => {
    expect(seen.opened).toBeGreaterThan(0);
  });
});

it('lets the vendor accept and complete an assigned order without a page error', async () => {
  const { url } = state.stack;
  const { accessToken } = await signIn(`${url}/oidc`, 'vendor@portico.test', DEMO_PASSWORD, { origin: url });
  const res = await fetch(`${url}/api/v1/orders?limit=100&state=assigned`, { headers: { authorization: `Bearer ${accessToken}` } });
  const [assigned] = ((await res.json()) as { items: { id: string }[] }).items;
  expect(assigned).toBeDefined();
  const page = await consoleAs(state.browser.browser, url, 'vendor@portico.test', undefined, /\/(dashboard|orders)\b/);
  const watch = watchPage(page, SLOW_MS);
  try {
    await page.goto(`${url}/orders/view/${assigned!.id}`);
    for (const action of ['accept', 'complete']) {
      await page.locator(`[data-testid=record-action][data-action=${action}]`).click();
      const dialog = page.getByRole('dialog');
      if (action === 'complete') {
        await dialog.locator('input[data-field=laborHours]').fill('2');
        await dialog.locator('input[data-field=laborCost]').fill('120');
        await dialog.locator('textarea[data-field=completionNote]').fill('Replaced the trap and resealed the sink.');
      }
      await dialog.locator(`[data-testid=confirm-action][data-action=${action}]`).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await page.locator('[data-testid=toast-success]').last().waitFor();
    expect(await settle(page, 5000)).toBeUndefined();
    expect(watch.faults()).toEqual([]);
  } finally {
    await page.context().close();
  }
}, 60_000);

it('logged no nested database use and no timed-out wait for the embedded database', () => {
  expect(launcherFaults(state.stack.output)).toEqual([]);
});
