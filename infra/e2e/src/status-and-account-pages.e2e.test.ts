import { DEMO_PASSWORD } from '@portico/contracts';
import { newConsole, screenshot } from '../../console-testing/browser';
import { consoleAs, signInThroughProvider } from '../../console-testing/console-session';
import { consoleSuite } from '../../console-testing/console-suite';

/**
 * Issue 18's pages, each opened as the role that uses it: /comingsoon and /error-500 (anyone),
 * /page-maintenance (everyone but administrators while the switch is on, ADR 0075), the
 * password reset by mail and the lock screen (ADR 0076), /get-started (a manager).
 */
const suite = consoleSuite();

it('shows /comingsoon and /error-500 (with a way back to the failed page) to anyone', async () => {
  const { page, context } = await newConsole(suite.browser.browser);
  await page.goto(`${suite.stack.url}/comingsoon?page=Reports`);
  await page.getByTestId('comingsoon').waitFor();
  expect(await page.getByTestId('coming-page').textContent()).toContain('Reports');
  await page.goto(`${suite.stack.url}/error-500?from=%2Forders%2Flist`);
  expect(await page.getByTestId('error-title').textContent()).toBe('Internal server error');
  expect(await page.getByTestId('try-again').getAttribute('href')).toBe('/orders/list');
  await context.close();
});

it('sends everyone but administrators to /page-maintenance while maintenance mode is on', async () => {
  const admin = await consoleAs(suite.browser.browser, suite.stack.url, 'admin@portico.test');
  await admin.getByTestId('user-menu').click();
  await admin.getByTestId('console-settings-open').click();
  await admin.getByTestId('maintenance-switch').check({ force: true });
  await admin.getByLabel('Message on the maintenance page').fill('Back at six');
  await admin.getByTestId('console-settings-save').click();
  await admin.getByTestId('maintenance-banner').waitFor();
  await screenshot(admin, 'e2e-maintenance-admin-banner');

  const staff = await consoleAs(suite.browser.browser, suite.stack.url, 'staff@portico.test', undefined, /\/page-maintenance/);
  await staff.getByTestId('page-maintenance').waitFor();
  expect(await staff.getByTestId('maintenance-message').textContent()).toBe('Back at six');
  await staff.goto(`${suite.stack.url}/properties/list`);
  await staff.waitForURL(/\/page-maintenance/);
  await screenshot(staff, 'e2e-maintenance-staff');

  await admin.getByTestId('maintenance-off').click();
  await admin.getByTestId('maintenance-banner').waitFor({ state: 'detached' });
  await staff.reload();
  await staff.waitForURL(/\/dashboard\//);
  await admin.context().close();
  await staff.context().close();
});

it('resets a forgotten password through the mailed link, then signs in with the new one', async () => {
  const { page, context } = await newConsole(suite.browser.browser);
  await page.goto(`${suite.stack.url}/login`);
  await page.getByTestId('forgot-password-link').click();
  await page.getByTestId('forgot-email').fill('resident@portico.test');
  await page.getByTestId('send-reset-link').click();
  await page.getByTestId('forgot-sent').waitFor();
  // The resident may have had other mail (demo notices): wait for the one with the reset link.
  let link: string | undefined;
  for (let attempt = 0; attempt < 100 && !link; attempt += 1) {
    const { messages } = (await (await fetch(`${suite.stack.url}/dev/mail.json`)).json()) as { messages: { to: string[]; text: string }[] };
    const mail = messages.filter((m) => m.to.includes('resident@portico.test')).find((m) => m.text.includes('/reset-password?token='));
    link = mail ? /(http\S+\/reset-password\?token=[\w-]+)/.exec(mail.text)?.[1] : undefined;
    if (!link) await new Promise((r) => setTimeout(r, 200));
  }
  if (!link) throw new Error('no reset mail to resident@portico.test');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, suite.stack.url));
  await page.getByTestId('reset-password').fill('resident-new-pass');
  await page.getByTestId('reset-confirm').fill('resident-other');
  await page.getByTestId('set-password').click();
  expect(await page.getByText("Password doesn't match. Please try again.").count()).toBe(1);
  await page.getByTestId('reset-confirm').fill('resident-new-pass');
  await page.getByTestId('set-password').click();
  await page.getByTestId('reset-done').waitFor();
  await page.goto(`${suite.stack.url}/login`);
  await signInThroughProvider(page, 'resident@portico.test', 'resident-new-pass');
  await page.waitForURL(/\/dashboard\//);
  await context.close();
});

it('locks over the open page and unlocks with the password checked by the provider, the unsaved form intact', async () => {
  const page = await consoleAs(suite.browser.browser, suite.stack.url, 'manager@portico.test');
  await page.goto(`${suite.stack.url}/orders/new`);
  const name = page.locator('input[data-field="title"]').first();
  await name.fill('Unsaved Tower');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('lock-now').click();
  await page.getByTestId('lock-screen').waitFor();
  await page.getByTestId('lock-password').fill('not-my-password');
  await page.getByTestId('unlock').click();
  await page.getByTestId('lock-error').waitFor();
  await screenshot(page, 'e2e-lock-screen');
  await page.getByTestId('lock-password').fill(DEMO_PASSWORD);
  await page.getByTestId('unlock').click();
  await page.getByTestId('lock-screen').waitFor({ state: 'detached' });
  expect(await name.inputValue()).toBe('Unsaved Tower');
  expect(new URL(page.url()).pathname).toBe('/orders/new');
  await page.context().close();
});

it('guides a manager through /get-started from the organization’s own counts', async () => {
  const page = await consoleAs(suite.browser.browser, suite.stack.url, 'manager@portico.test');
  await page.goto(`${suite.stack.url}/get-started`);
  await page.getByTestId('step-property').waitFor();
  expect(await page.getByTestId('step-property').getAttribute('data-done')).toBe('true');
  expect(await page.getByTestId('count-units').textContent()).toMatch(/^[1-9]\d* units/);
  await screenshot(page, 'e2e-get-started');
  await page.context().close();
});
