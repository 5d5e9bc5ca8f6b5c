import { DEMO_PASSWORD } from '@portico/contracts';
import { signIn } from '@portico/dev-idp/testing';
import type { Page } from 'playwright-core';
import { consoleAs, navigateInConsole } from '../console-session';
import type { ConsoleSuite } from '../console-suite';
import { listEndpoints } from '../newcomer-smoke/list-endpoints';
import { type ManifestPage, manifestPages, pageUrl } from '../newcomer-smoke/manifest-pages';
import { settle } from '../newcomer-smoke/page-watch';
import { blockingViolations, describeViolations } from './axe';

export interface WalkScope {
  /** The account walked (demo password). */
  email: string;
  /** Whose manifest pages: every remote's, or those of the remotes named (`[]`: none, only `extra`). */
  remotes: 'all' | readonly string[];
  /** Whether the public pages of that scope are walked too (they need no session; one walk checks them). */
  publicPages?: boolean;
  /** Shell pages opened besides the manifest's (the landing page the session starts on is always checked). */
  extra?: readonly string[];
}

export interface WalkResult {
  /** One line per page still loading, not titled by exactly one h1, or with a serious or critical axe-core violation. */
  faults: string[];
  /** Pages checked, and the manifest pages the scope holds (a `:id` page of a list the role sees empty is skipped). */
  checked: number;
  pages: number;
  /** The walk's page, still signed in, for checks after it; the caller closes its context. */
  page: Page;
}

/**
 * The accessibility walk of issue 18 (ADR 0057): one console session for `scope.email`, every
 * page of the scope's manifest the account may open (`:id` pages with a real record), reached by
 * client-side navigation; on each, once it has settled, one `h1` and no serious or critical
 * axe-core violation. Runs axe once per page, and waits for nothing but the screen to settle.
 */
export async function accessibilityWalk(suite: ConsoleSuite, scope: WalkScope): Promise<WalkResult> {
  const { url } = suite.stack;
  const { accessToken } = await signIn(`${url}/oidc`, scope.email, DEMO_PASSWORD, { origin: url });
  const me = (await (await fetch(`${url}/api/v1/me`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as {
    permissions: string[];
  };
  const permissions = new Set(me.permissions);
  const endpoints = await listEndpoints(url);
  const inScope = (p: ManifestPage) => scope.remotes === 'all' || scope.remotes.includes(p.remote);
  const pages = (await manifestPages(url)).filter((p) => inScope(p) && (p.public ? !!scope.publicPages : permissions.has(p.permission!)));
  const page = await consoleAs(suite.browser.browser, url, scope.email, undefined, /\/(dashboard|orders)\b/);
  const faults: string[] = [];
  let checked = 0;
  try {
    const targets = [page.url().slice(url.length), ...(scope.extra ?? [])];
    for (const manifestPage of pages) {
      const target = await pageUrl(manifestPage, { baseUrl: url, token: accessToken, endpoints });
      if (target) targets.push(target); // undefined: a `:id` page of a list the role sees empty
    }
    for (const target of targets) {
      await navigateInConsole(page, target);
      const still = await settle(page, 20_000); // a ceiling: a page that has settled is checked at once
      if (still) faults.push(`${target}: still loading (${still})`);
      // What assistive technology reads: not what a modal screen (the lock) has made inert beneath it.
      const h1 = await page.evaluate(
        () => Array.from(document.querySelectorAll('h1')).filter((h) => !h.closest('[inert], [aria-hidden=true]')).length,
      );
      if (h1 !== 1) faults.push(`${target}: ${h1} h1 elements`);
      faults.push(...describeViolations(target, await blockingViolations(page)));
      checked += 1;
    }
  } catch (err) {
    await page.context().close();
    throw err;
  }
  return { faults, checked, pages: pages.length, page };
}

/**
 * Waits for the page's finite animations and transitions to end: axe-core measured a dialog
 * still fading in (its text at 1.1:1 against a half-drawn background). Mantine starts a
 * transition a frame after mounting, so frames pass before each look; a spinner's endless
 * animation is not waited for.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (let round = 0; round < 5; round += 1) {
      await frames();
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/** Presses Tab until the focused element matches `selector`; fails after `max` presses. */
export async function tabTo(page: Page, selector: string, max = 200): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} not reached with ${max} presses of Tab`);
}

/**
 * The keyboard alone reaches a list from the menu and works its rows (issue 18): from the top of
 * the page Tab reaches the menu's link to `listPath`, Enter opens it; Tab reaches the first row's
 * View, Enter opens the record; when `dialogAction` is given, Tab reaches that record action,
 * Enter opens its dialog with the focus inside it, Escape closes it and gives focus back.
 * Answers the faults found (axe-core in the open dialog included).
 */
export async function keyboardWalk(page: Page, listPath: string, dialogAction?: string): Promise<string[]> {
  const faults: string[] = [];
  await navigateInConsole(page, '/dashboard/analytics');
  await page.locator('body').focus();
  await tabTo(page, `nav a[href="${listPath}"], [role=navigation] a[href="${listPath}"]`);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname === listPath);
  await page.getByTestId('resource-row').first().waitFor();
  await page.locator('body').focus();
  await tabTo(page, '[data-testid=resource-row] [data-action=view]');
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname.startsWith(listPath.replace(/\/list$/, '/view/')));
  if (!dialogAction) return faults;
  const button = `button[data-action="${dialogAction}"]`;
  await page.locator(button).waitFor();
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  // The dialog shows first and takes the focus from its own effect, a frame or more later on a
  // busy machine: wait for it (bounded) rather than read the focus the moment the dialog shows.
  const focused = await page
    .waitForFunction(() => !!document.activeElement?.closest('[role=dialog]'), null, { timeout: 5000 })
    .then(
      () => true,
      () => false,
    );
  if (!focused) faults.push(`${listPath} ${dialogAction}: the dialog opened without the focus`);
  await transitionsDone(page);
  faults.push(...describeViolations(`${listPath} ${dialogAction} dialog`, await blockingViolations(page)));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  const back = await page.evaluate(() => document.activeElement?.getAttribute('data-action'));
  if (back !== dialogAction) faults.push(`${listPath} ${dialogAction}: focus went to ${back ?? 'nowhere'} after Escape, not back`);
  return faults;
}

/**
 * The user menu from the keyboard: Tab reaches its button, Enter opens it with the focus on an
 * item, axe-core finds nothing serious in it open, Escape closes it and gives focus back.
 */
export async function userMenuByKeyboard(page: Page): Promise<string[]> {
  const faults: string[] = [];
  await page.locator('body').focus();
  await tabTo(page, '[data-testid=user-menu]');
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  await page.keyboard.press('ArrowDown');
  if (!(await page.evaluate(() => !!document.activeElement?.closest('[role=menu]'))))
    faults.push('user menu: the focus is not in the open menu');
  await transitionsDone(page);
  faults.push(...describeViolations('user menu', await blockingViolations(page)));
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  if (!(await page.evaluate(() => document.activeElement?.matches('[data-testid=user-menu]') ?? false)))
    faults.push('user menu: Escape did not give focus back to its button');
  return faults;
}
