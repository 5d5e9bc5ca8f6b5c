import type { Page } from 'playwright-core';
import { screenshot } from '../../console-testing/browser';
import { consoleAs, pick } from '../../console-testing/console-session';
import { consoleSuite, mailTo } from '../../console-testing/console-suite';

/**
 * Issue 9's notices as their users meet them: a parcel the front desk logs appears at once in
 * the resident's bell and inbox (push), and is signed out against a signature drawn on the
 * canvas; a notification to a unit group reaches each member's inbox and mailbox.
 */
const suite = consoleSuite();

async function unreadCount(page: Page): Promise<number> {
  const bell = page.locator('[data-testid="notification-bell"][data-unread]');
  await bell.waitFor();
  return Number(await bell.getAttribute('data-unread'));
}

/** Waits (bounded) until the bell shows `n` unread, without reloading: the push stream moves it. */
async function bellShows(page: Page, n: number): Promise<void> {
  await page.locator(`[data-testid="notification-bell"][data-unread="${n}"]`).waitFor({ timeout: 30_000 });
}

/** Draws a signature-like stroke with real mouse moves over the canvas. */
async function sign(page: Page): Promise<void> {
  const pad = page.getByTestId('signature-pad');
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 24; i += 1) {
    await page.mouse.move(box.x + 30 + i * 14, box.y + box.height / 2 + Math.sin(i / 2) * 40, { steps: 2 });
  }
  await page.mouse.up();
}

it('a parcel logged at the desk reaches the resident live and is signed out with a drawn signature', async () => {
  const resident = await consoleAs(suite.browser.browser, suite.stack.url, 'resident@portico.test');
  await resident.getByTestId('notification-bell').waitFor();
  const before = await unreadCount(resident);

  const staff = await consoleAs(suite.browser.browser, suite.stack.url, 'staff@portico.test');
  await staff.goto(`${suite.stack.url}/parcel/new`);
  await staff.getByTestId('resource-form').waitFor();
  await pick(staff, 'unitId', '101');
  await staff.locator('input[data-field="trackingNumber"]').fill('1ZE2E0000000000001');
  await staff.locator('input[data-field="storageShelf"]').fill('D4');
  await staff.locator('input[data-field="numberOfParcels"]').fill('2');
  await staff.getByTestId('form-submit').click();
  await staff.waitForURL(/\/parcel\/view\//);
  await staff.locator('[data-field="state"]').getByText('Notified', { exact: true }).first().waitFor();

  // The resident's bell moves without a reload, and the notice is in the inbox.
  await bellShows(resident, before + 1);
  await resident.getByTestId('notification-bell').click();
  await resident.getByTestId('bell-item').filter({ hasText: '1ZE2E0000000000001' }).first().click();
  await resident.waitForURL(/\/notifications\/received\//);
  // The notice names the parcel; the shelf is the desk's (staff-only, ADR 0037).
  await resident.getByTestId('received-body').getByText('1ZE2E0000000000001', { exact: false }).waitFor();
  expect(await resident.getByTestId('received-body').innerText()).not.toContain('D4');
  await resident.locator('[data-testid="received-state"][data-state="read"]').waitFor();
  await bellShows(resident, before);
  await screenshot(resident, 'e2e-notifications-parcel-received');
  expect((await mailTo(suite.stack.url, 'resident@portico.test')).subject).toContain('arrived for you');

  // Sign-out at the desk: the signature drawn with the mouse, stored as the parcel's image.
  // Called as the desk calls it, not "Sign out" (which reads like leaving the console).
  expect(await staff.getByTestId('parcel-sign-out').innerText()).toBe('Hand over');
  await staff.getByTestId('parcel-sign-out').click();
  await staff.getByRole('dialog', { name: 'Hand over parcel' }).waitFor();
  await staff.getByTestId('picked-up-by').fill('Rosa Resident');
  await sign(staff);
  await screenshot(staff, 'e2e-notifications-parcel-signing');
  await staff.getByTestId('sign-out-confirm').click();
  await staff.locator('[data-field="state"]').getByText('Picked up', { exact: true }).first().waitFor();
  await staff.locator('[data-name^="signature-"]').first().waitFor();
  await screenshot(staff, 'e2e-notifications-parcel-signed');
  await staff.context().close();
  await resident.context().close();
});

it('a notification to a unit group reaches each member’s inbox and the mail sink', async () => {
  const manager = await consoleAs(suite.browser.browser, suite.stack.url, 'manager@portico.test');
  // A second member: a resident account on unit 102.
  await manager.goto(`${suite.stack.url}/users/new`);
  await manager.getByTestId('resource-form').waitFor();
  await manager.locator('input[data-field="firstName"]').fill('Nora');
  await manager.locator('input[data-field="lastName"]').fill('Neighbor');
  await manager.locator('input[data-field="email"]').fill('nora.neighbor@example.com');
  await pick(manager, 'userTypeId', 'Resident');
  await pick(manager, 'unitIds', '102');
  await manager.keyboard.press('Escape');
  await manager.getByTestId('form-submit').click();
  await manager.waitForURL(/\/users\/view\//);

  await manager.goto(`${suite.stack.url}/groups/new`);
  await manager.getByTestId('resource-form').waitFor();
  await manager.locator('input[data-field="name"]').fill('North floor 1');
  await manager.locator('input[data-field="groupType"]').first().click();
  await manager.getByRole('option', { name: 'Unit group', exact: true }).click();
  await pick(manager, 'memberUnitIds', '101');
  await pick(manager, 'memberUnitIds', '102');
  await manager.keyboard.press('Escape');
  await manager.getByTestId('form-submit').click();
  await manager.waitForURL(/\/groups\/view\//);

  await manager.goto(`${suite.stack.url}/notifications/new`);
  await manager.getByTestId('resource-form').waitFor();
  await manager.locator('input[data-field="title"]').fill('Lobby painting Friday');
  await manager.locator('textarea[data-field="description"]').fill('The lobby will be painted on Friday; please use the side door.');
  await pick(manager, 'audienceUnitGroupIds', 'North floor 1');
  await manager.keyboard.press('Escape');
  await manager.locator('[data-testid="recipients-count"][data-count="2"]').waitFor({ timeout: 30_000 });
  await manager.getByText('This notification will reach 2 people').waitFor();
  await screenshot(manager, 'e2e-notifications-compose');
  await manager.getByTestId('form-submit').click();
  await manager.waitForURL(/\/notifications\/view\//);
  await manager.locator('[data-testid="record-action"][data-action="send"]').click();
  await manager.locator('[data-testid="confirm-action"][data-action="send"]').click();
  await manager.locator('[data-field="state"]').getByText('Sent', { exact: true }).first().waitFor({ timeout: 30_000 });
  await manager.reload();
  // The read receipts name each recipient (a person by their name, never their address).
  await manager.locator('[data-testid="related-row"]').getByText('Nora Neighbor').first().waitFor();
  await manager.locator('[data-testid="related-row"]').getByText('Rosa Resident').first().waitFor();
  await screenshot(manager, 'e2e-notifications-sent');

  const resident = await consoleAs(suite.browser.browser, suite.stack.url, 'resident@portico.test');
  await resident.goto(`${suite.stack.url}/notifications/received`);
  await resident.getByTestId('received-item').filter({ hasText: 'Lobby painting Friday' }).first().waitFor();
  for (const address of ['resident@portico.test', 'nora.neighbor@example.com']) {
    const mail = await mailToAbout(address, 'Lobby painting Friday');
    expect(mail.text).toContain('side door');
  }
  await resident.context().close();
  await manager.context().close();
});

/** The mail to `address` with `subject`, once it arrived (the sink keeps every message). */
async function mailToAbout(address: string, subject: string): Promise<{ subject: string; text: string }> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { messages } = (await (await fetch(`${suite.stack.url}/dev/mail.json`)).json()) as {
      messages: { to: string[]; subject: string; text: string }[];
    };
    const found = messages.find((m) => m.to.includes(address) && m.subject === subject);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail "${subject}" to ${address}`);
}
