import { DEMO_PASSWORD } from '@portico/contracts';
import { signIn } from '@portico/dev-idp/testing';
import type { Page } from 'playwright-core';
import { blockingViolations, describeViolations } from '../../console-testing/accessibility/axe';
import { consoleAs, navigateInConsole } from '../../console-testing/console-session';
import { consoleSuite } from '../../console-testing/console-suite';
import { listEndpoints } from '../../console-testing/newcomer-smoke/list-endpoints';
import { manifestPages, pageUrl } from '../../console-testing/newcomer-smoke/manifest-pages';
import { settle } from '../../console-testing/newcomer-smoke/page-watch';

/**
 * The console is usable without sight of colour and without a mouse (issue 18, ADR 0057):
 * axe-core, in Chromium, finds no serious or critical violation on any page of any remote's
 * manifest — generic lists, views, new and edit forms and every custom page, `:id` pages with
 * real records — nor on the landing dashboard, for the administrator, a resident and a vendor; every page has one `h1`. Menus,
 * dialogs and row actions are reached and operated with the keyboard alone.
 */
const suite = consoleSuite();

/**
 * The resident and the vendor: the console's two narrowed audiences, every page they open. The
 * administrator's walk (every page of every remote) takes about ten minutes on two cores and is
 * not yet part of the suite; its findings at the time of writing were fixed by hand (ADR 0057).
 */
const ROLES = ['resident@portico.test', 'vendor@portico.test'];
const ADMIN = 'admin@portico.test';

/** Client-side navigation keeps one document, so axe-core is injected once. */
const go = navigateInConsole;

async function headingsOne(page: Page): Promise<number> {
  return page.locator('h1').count();
}

describe.each(ROLES)('signed in as %s', (email) => {
  it('shows every page with one h1 and no serious or critical axe-core violation', async () => {
    const { url } = suite.stack;
    const { accessToken } = await signIn(`${url}/oidc`, email, DEMO_PASSWORD, { origin: url });
    const me = (await (await fetch(`${url}/api/v1/me`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as {
      permissions: string[];
    };
    const permissions = new Set(me.permissions);
    const endpoints = await listEndpoints(url);
    // Public pages (registration, a QR code's report) need no session: they are checked once, as the administrator.
    const pages = (await manifestPages(url)).filter((p) => (p.public ? email === ROLES[0] : permissions.has(p.permission!)));
    const page = await consoleAs(suite.browser.browser, url, email, undefined, /\/(dashboard|orders)\b/);
    const faults: string[] = [];
    let checked = 0;
    try {
      const targets = [page.url().slice(url.length)];
      for (const manifestPage of pages) {
        const target = await pageUrl(manifestPage, { baseUrl: url, token: accessToken, endpoints });
        if (target) targets.push(target); // undefined: a `:id` page of a list the role sees empty
      }
      for (const target of targets) {
        await go(page, target);
        const still = await settle(page, 8000);
        if (still) faults.push(`${target}: still loading (${still})`);
        const h1 = await headingsOne(page);
        if (h1 !== 1) faults.push(`${target}: ${h1} h1 elements`);
        faults.push(...describeViolations(target, await blockingViolations(page)));
        checked += 1;
      }
    } finally {
      await page.context().close();
    }
    expect(faults).toEqual([]);
    expect(checked).toBeGreaterThan(pages.length / 2);
  }, 600_000);
});

/** Presses Tab until the focused element matches `selector`; fails after `max` presses. */
async function tabTo(page: Page, selector: string, max = 200): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} not reached with ${max} presses of Tab`);
}


it('works from the keyboard: a row action and a record action’s dialog', async () => {
  const { url } = suite.stack;
  const page = await consoleAs(suite.browser.browser, url, ADMIN);
  try {
    await go(page, '/properties/list');
    await page.getByTestId('resource-row').first().waitFor();
    // From the top of the page, Tab through menu and toolbar to the first row's View, Enter opens it.
    await page.locator('body').focus();
    await tabTo(page, '[data-testid=resource-row] [data-action=view]');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/properties\/view\//);
    await page.locator('button[data-action=archive]').waitFor();

    // A record action opens its confirmation dialog; Escape closes it and gives focus back.
    await tabTo(page, 'button[data-action=archive]');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true);
    expect(describeViolations('archive dialog', await blockingViolations(page))).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('archive');
  } finally {
    await page.context().close();
  }
}, 90_000);
