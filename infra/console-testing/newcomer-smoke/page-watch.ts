import type { ConsoleMessage, Page, Request, Response } from 'playwright-core';

/**
 * What goes wrong in a page while it is used: uncaught exceptions, console errors, API answers
 * of 5xx or slower than `slowMs`. `faults()` answers what happened since the last `reset()`.
 */
export function watchPage(page: Page, slowMs: number): { reset(): void; faults(): string[]; stop(): void } {
  let faults: string[] = [];
  const onPageError = (err: Error) => faults.push(`page error: ${err.message}`);
  const onConsole = (msg: ConsoleMessage) => {
    // A failed load names no address in its text: the location does.
    if (msg.type() === 'error') faults.push(`console error: ${msg.text()}${msg.location().url ? ` (${msg.location().url})` : ''}`);
  };
  const onResponse = (res: Response) => {
    if (res.status() >= 500) faults.push(`${res.request().method()} ${res.url()} answered ${res.status()}`);
  };
  const onRequestFinished = (req: Request) => {
    const took = req.timing().responseEnd;
    if (new URL(req.url()).pathname.startsWith('/api/') && took > slowMs)
      faults.push(`${req.method()} ${req.url()} took ${Math.round(took)} ms`);
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  page.on('response', onResponse);
  page.on('requestfinished', onRequestFinished);
  return {
    reset: () => {
      faults = [];
    },
    faults: () => [...faults],
    // A page walked by several watches in turn (one per remote) keeps only the current one.
    stop: () => {
      page.off('pageerror', onPageError);
      page.off('console', onConsole);
      page.off('response', onResponse);
      page.off('requestfinished', onRequestFinished);
    },
  };
}

/** What a screen shows while it waits: skeletons, spinners, a remote still loading. */
const LOADING =
  '[data-loading], [data-testid="skeleton-row"], [data-testid="remote-loading"], .mantine-Skeleton-root, .mantine-Loader-root';

/**
 * Waits until the screen no longer shows anything loading (twice in a row, so a screen that
 * has not started its requests yet is not taken for one that has finished). Answers what is
 * still loading after `withinMs`, or undefined.
 */
export async function settle(page: Page, withinMs: number): Promise<string | undefined> {
  const deadline = Date.now() + withinMs;
  let quiet = 0;
  for (;;) {
    await page.waitForTimeout(150);
    const loading = await page.evaluate((selector) => {
      // A page made inert under a modal screen (the lock) is not what the user waits for.
      const visible = Array.from(document.querySelectorAll(selector)).filter(
        (el) => (el as HTMLElement).offsetParent !== null && !el.closest('[inert]'),
      );
      return visible.map((el) => el.getAttribute('data-testid') ?? el.className.toString().split(' ')[0]).slice(0, 3);
    }, LOADING);
    quiet = loading.length === 0 ? quiet + 1 : 0;
    if (quiet >= 2) return undefined;
    if (Date.now() > deadline) return loading.join(', ');
  }
}
