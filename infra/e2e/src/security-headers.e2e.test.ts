import type { BrowserContext, Page, Response } from 'playwright-core';
import { newConsole } from '../../console-testing/browser';
import { signInThroughProvider } from '../../console-testing/console-session';
import { consoleSuite } from '../../console-testing/console-suite';

/**
 * The console works under its strict Content-Security-Policy: signing in through the provider,
 * opening remote pages, reloading (silent session check in a frame) and signing out report no
 * violation, and every response the browser received from the product carried the headers.
 */
const suite = consoleSuite();

interface Watch {
  violations: string[];
  unprotected: string[];
  seen: number;
}

/** Collects CSP violations (console messages and the DOM event) and responses missing a header. */
async function watch(context: BrowserContext, page: Page): Promise<Watch> {
  const w: Watch = { violations: [], unprotected: [], seen: 0 };
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation: ${e.violatedDirective} blocked ${e.blockedURI}`);
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) w.violations.push(msg.text());
  });
  context.on('response', (res: Response) => {
    if (!res.url().startsWith(suite.stack.url)) return;
    w.seen += 1;
    const h = res.headers();
    const csp = h['content-security-policy'] ?? '';
    const framing = /frame-ancestors '(none|self)'/.test(csp) && /^(DENY|SAMEORIGIN)$/.test(h['x-frame-options'] ?? '');
    const ok =
      framing && h['x-content-type-options'] === 'nosniff' && Boolean(h['referrer-policy']) && !/script-src[^;]*'unsafe-inline'/.test(csp);
    if (!ok) w.unprotected.push(`${res.status()} ${res.url()}`);
  });
  return w;
}

it('signs in, opens remote pages, reloads and signs out with no CSP violation; every response has the headers', async () => {
  const { page, context } = await newConsole(suite.browser.browser);
  const w = await watch(context, page);

  await page.goto(`${suite.stack.url}/properties/list`);
  await page.waitForURL(/\/pages\/login/);
  await signInThroughProvider(page, 'admin@portico.test');
  await page.waitForURL(`${suite.stack.url}/properties/list`);
  await page.getByRole('heading', { name: 'Property List' }).waitFor();
  await page.getByText('Harbor View Apartments').first().waitFor();

  await page.goto(`${suite.stack.url}/maintenance-type/list`);
  await page.getByText('Plumbing').first().waitFor();

  // A reload restores the session through the hidden same-origin frame (silent check-sso).
  await page.reload();
  await page.getByText('Plumbing').first().waitFor();

  const main = await page.request.get(`${suite.stack.url}/`);
  expect(main.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  expect(main.headers()['x-frame-options']).toBe('DENY');

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await page.getByTestId('login-page').or(page.getByTestId('sign-in')).first().waitFor();

  expect(w.violations).toEqual([]);
  expect(w.unprotected).toEqual([]);
  expect(w.seen).toBeGreaterThan(10);
  await context.close();
});

it('cannot be framed by another page', async () => {
  const { page, context } = await newConsole(suite.browser.browser);
  const blocked: string[] = [];
  page.on('console', (msg) => {
    if (/frame-ancestors|X-Frame-Options|refused to (display|frame)/i.test(msg.text())) blocked.push(msg.text());
  });
  // A hostile page on another origin (about:blank with a data URL counts as opaque) frames the console.
  await page.setContent(`<iframe id="victim" src="${suite.stack.url}/login"></iframe>`);
  for (let waited = 0; blocked.length === 0 && waited < 15_000; waited += 200) await page.waitForTimeout(200);
  expect(blocked.length).toBeGreaterThan(0);
  const frame = page.frames().find((f) => f.url().startsWith(suite.stack.url));
  expect(
    await frame
      ?.locator('[data-testid=login-page]')
      .count()
      .catch(() => 0),
  ).toBeFalsy();
  await context.close();
});
