import { SEED_USER_TYPES } from '@portico/contracts';
import { newConsole, screenshot } from '../../console-testing/browser';
import { consoleAs, pick, signInThroughProvider } from '../../console-testing/console-session';
import { consoleSuite, mailTo } from '../../console-testing/console-suite';

/** People and access as each role meets them in the browser. */
const suite = consoleSuite();

it('shows each role only its menu, and sends it to /not-authorized elsewhere', async () => {
  const admin = await consoleAs(suite.browser.browser, suite.stack.url, 'admin@portico.test');
  for (const path of ['/users/list', '/user-types/list', '/modules/list', '/join-requests/list']) {
    await admin.locator(`[data-testid=menu-item][data-path="${path}"]`).first().waitFor();
  }
  await admin.context().close();

  const resident = await consoleAs(suite.browser.browser, suite.stack.url, 'resident@portico.test');
  // The menu's sections are drawn just after the first paint: wait for them before counting.
  await resident.locator('.portico-nav-section [data-testid=menu-item]').first().waitFor();
  expect(await resident.locator('[data-testid=menu-item][data-path="/users/list"]').count()).toBe(0);
  await resident.goto(`${suite.stack.url}/users/list`);
  await resident.waitForURL(/\/not-authorized/);
  await resident.getByTestId('not-authorized').waitFor();
  await resident.context().close();

  const vendor = await consoleAs(suite.browser.browser, suite.stack.url, 'vendor@portico.test', undefined, /\/dashboard\/vendor/);
  await vendor.getByTestId('vendor-dashboard').waitFor();
  await vendor.context().close();
});

it('invites a user by email; the link from the mailbox creates the account once', async () => {
  const admin = await consoleAs(suite.browser.browser, suite.stack.url, 'admin@portico.test');
  await admin.goto(`${suite.stack.url}/invites/new`);
  await admin.getByTestId('resource-form').waitFor();
  await admin.locator('input[data-field="email"]').fill('ivy.invitee@example.com');
  await admin.locator('input[data-field="firstName"]').fill('Ivy');
  await admin.locator('input[data-field="lastName"]').fill('Invitee');
  await pick(admin, 'userTypeId', 'Staff');
  await pick(admin, 'parentOrgId', 'Harbor');
  await admin.getByTestId('form-submit').click();
  await admin.getByTestId('invite-state').waitFor();
  await admin.context().close();

  const mail = await mailTo(suite.stack.url, 'ivy.invitee@example.com');
  const link = /(http\S+register\?invite=[\w-]+)/.exec(mail.text)![1]!;
  const { page } = await newConsole(suite.browser.browser);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, suite.stack.url));
  await page.getByTestId('invite-accept-form').waitFor();
  await page.getByTestId('register-password').fill('ivy-secret-1');
  await page.getByTestId('register-confirmPassword').fill('ivy-secret-2');
  await page.getByTestId('register-submit').click();
  await page.getByText("Password doesn't match. Please try again.").first().waitFor();
  await page.getByTestId('register-confirmPassword').fill('ivy-secret-1');
  await page.getByTestId('register-submit').click();
  await page.getByTestId('register-success').waitFor();
  await page.getByText('You are successfully registered!').first().waitFor();
  await page.goto(`${suite.stack.url}/login`);
  await signInThroughProvider(page, 'ivy.invitee@example.com', 'ivy-secret-1');
  await page.waitForURL(/\/dashboard\//);
  await page.getByTestId('user-name').filter({ hasText: 'Ivy' }).waitFor();
  await screenshot(page, 'e2e-invitee-signed-in');

  // The same link again: used once, refused now.
  const { page: again } = await newConsole(suite.browser.browser);
  await again.goto(link.replace(/^https?:\/\/[^/]+/, suite.stack.url));
  await again.getByTestId('invite-lookup-error').waitFor();
  await page.context().close();
  await again.context().close();
});

it('approves a join request; the requester can then sign in', async () => {
  const { page: requester } = await newConsole(suite.browser.browser);
  await requester.goto(`${suite.stack.url}/register`);
  await requester.getByTestId('join-request-form').waitFor();
  for (const [field, value] of [
    ['firstName', 'Jade'],
    ['lastName', 'Joiner'],
    ['email', 'jade.joiner@example.com'],
    ['propertyCode', 'HV-01'],
    ['unitNumber', '102'],
    ['password', 'jade-secret-1'],
    ['confirmPassword', 'jade-secret-1'],
  ] as const) {
    await requester.getByTestId(`register-${field}`).fill(value);
  }
  await requester.getByTestId('register-submit').click();
  await requester.getByTestId('register-success').waitFor();

  const manager = await consoleAs(suite.browser.browser, suite.stack.url, 'manager@portico.test');
  await manager.goto(`${suite.stack.url}/join-requests/list`);
  await manager.getByTestId('row-link').filter({ hasText: 'jade.joiner@example.com' }).first().click();
  await manager.waitForURL(/\/join-requests\/view\//);
  await manager.locator('[data-testid=request-state][data-state=pending]').waitFor();
  await manager.getByTestId('join-accept').click();
  await manager.locator('[data-testid=request-state][data-state=accepted]').waitFor();
  await screenshot(manager, 'e2e-join-request-accepted');
  await manager.context().close();

  await requester.goto(`${suite.stack.url}/login`);
  await signInThroughProvider(requester, 'jade.joiner@example.com', 'jade-secret-1');
  await requester.waitForURL(/\/dashboard\//);
  await requester
    .getByTestId('user-role')
    .filter({ hasText: /Resident/i })
    .waitFor();
  await requester.context().close();
});

it('a permission taken from a role is refused on that role’s next request', async () => {
  const resident = await consoleAs(suite.browser.browser, suite.stack.url, 'resident@portico.test');
  await resident.goto(`${suite.stack.url}/bulletin-type/list`);
  await resident.getByTestId('resource-row').first().waitFor();

  const admin = await consoleAs(suite.browser.browser, suite.stack.url, 'admin@portico.test');
  await admin.goto(`${suite.stack.url}/user-types/edit/${SEED_USER_TYPES.resident}`);
  const cell = admin.getByTestId('perm-bulletin-type-list');
  await cell.waitFor();
  await cell.click();
  await admin.getByTestId('form-submit').click();
  await admin.waitForURL(/\/user-types\/view\//);
  await admin.context().close();

  await resident.goto(`${suite.stack.url}/bulletin-type/list`);
  await resident.getByTestId('list-error').or(resident.getByTestId('not-authorized')).first().waitFor();
  await screenshot(resident, 'e2e-permission-revoked');
  await resident.context().close();
});
