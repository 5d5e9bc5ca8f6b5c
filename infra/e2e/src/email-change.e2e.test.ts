import { DEMO_PASSWORD, SEED_ACCOUNTS } from '@portico/contracts';
import { signIn } from '@portico/dev-idp/testing';
import { launchBrowser, newConsole, screenshot } from '../../console-testing/browser';
import { signInThroughProvider } from '../../console-testing/console-session';
import { startStackForTest, type RunningStack } from '../../console-testing/stack-harness';

/**
 * An email change (ADR 0015) as the product runs it: an administrator asks, nothing changes
 * until the owner of the new address confirms on the page the mail links to; then the new
 * address signs in (the identity provider followed the change).
 */
let stack: RunningStack;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  stack = await startStackForTest();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function mailTo(address: string): Promise<{ subject: string; text: string }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { messages } = (await (await fetch(`${stack.url}/dev/mail.json`)).json()) as {
      messages: { to: string[]; subject: string; text: string }[];
    };
    const found = messages.find((m) => m.to.includes(address));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${address}`);
}

it('a new email applies once its owner confirms it, and then signs in', async () => {
  const staff = SEED_ACCOUNTS.find((a) => a.email === 'staff@portico.test')!;
  const { accessToken } = await signIn(`${stack.url}/oidc`, 'admin@portico.test', DEMO_PASSWORD, { origin: stack.url });
  const res = await fetch(`${stack.url}/api/v1/users/${staff.id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'sam.moved@example.com' }),
  });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { email: string }).email).toBe('staff@portico.test');

  const mail = await mailTo('sam.moved@example.com');
  const link = /(http\S+confirm-email\?token=[\w-]+)/.exec(mail.text)![1]!;
  const { page } = await newConsole(browser.browser);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, stack.url));
  await page.getByTestId('confirm-email-submit').click();
  await page.getByTestId('confirm-email-success').waitFor();
  await screenshot(page, 'e2e-email-change-confirmed');

  await page.goto(`${stack.url}/login`);
  await signInThroughProvider(page, 'sam.moved@example.com');
  await page.waitForURL(/\/dashboard\//);
  await page.context().close();
});
