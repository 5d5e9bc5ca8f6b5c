import { DEMO_PASSWORD, SEED_ACCOUNTS } from '@portico/contracts';
import { signIn } from '@portico/dev-idp/testing';
import { newConsole, screenshot } from '../../console-testing/browser';
import { signInThroughProvider } from '../../console-testing/console-session';
import { consoleSuite, mailTo } from '../../console-testing/console-suite';

/**
 * An email change (ADR 0015) as the product runs it: an administrator asks, nothing changes
 * until the owner of the new address confirms on the page the mail links to; then the new
 * address signs in (the identity provider followed the change).
 */
const suite = consoleSuite();

it('a new email applies once its owner confirms it, and then signs in', async () => {
  const staff = SEED_ACCOUNTS.find((a) => a.email === 'staff@portico.test')!;
  const { accessToken } = await signIn(`${suite.stack.url}/oidc`, 'admin@portico.test', DEMO_PASSWORD, { origin: suite.stack.url });
  const res = await fetch(`${suite.stack.url}/api/v1/users/${staff.id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'sam.moved@example.com' }),
  });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { email: string }).email).toBe('staff@portico.test');

  const mail = await mailTo(suite.stack.url, 'sam.moved@example.com');
  const link = /(http\S+confirm-email\?token=[\w-]+)/.exec(mail.text)![1]!;
  const { page } = await newConsole(suite.browser.browser);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, suite.stack.url));
  await page.getByTestId('confirm-email-submit').click();
  await page.getByTestId('confirm-email-success').waitFor();
  await screenshot(page, 'e2e-email-change-confirmed');

  await page.goto(`${suite.stack.url}/login`);
  await signInThroughProvider(page, 'sam.moved@example.com');
  await page.waitForURL(/\/dashboard\//);
  await page.context().close();
});
