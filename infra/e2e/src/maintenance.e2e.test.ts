import type { Page } from 'playwright-core';
import { screenshot } from '../../console-testing/browser';
import { consoleAs, pick } from '../../console-testing/console-session';
import { consoleSuite, mailTo } from '../../console-testing/console-suite';

/**
 * The work-order flow of issue 8 as its users do it in the console: a resident reports a leak
 * with a photo, the manager sends it to a vendor, the vendor accepts it from their dashboard,
 * writes in the order's thread and completes it, and the resident sees it completed.
 */
const suite = consoleSuite();

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Picks an option of a plain (not searchable) select. */
async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.locator(`input[data-field="${field}"]`).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Runs a declared action from the record's view, filling its dialog first. */
async function act(page: Page, action: string, fill?: (dialog: Page) => Promise<void>): Promise<void> {
  await page.locator(`[data-testid="record-action"][data-action="${action}"]`).click();
  // The modal's root is a zero-size portal anchor: wait for its button, which is what one sees.
  const confirm = page.locator(`[data-testid="confirm-action"][data-action="${action}"]`);
  await confirm.waitFor();
  if (fill) await fill(page);
  await confirm.click();
  await confirm.waitFor({ state: 'hidden' });
}

const stateShown = (page: Page, label: string) => page.locator('[data-field="state"]').getByText(label, { exact: true }).first().waitFor();

it('a reported leak goes from the resident to a vendor and back, completed', async () => {
  const resident = await consoleAs(suite.browser.browser, suite.stack.url, 'resident@portico.test');
  await resident.goto(`${suite.stack.url}/orders/new`);
  await resident.getByTestId('resource-form').waitFor();
  await resident.locator('input[data-field="title"]').fill('Bathroom sink leaking');
  await pick(resident, 'propertyId', 'Harbor View');
  await pick(resident, 'unitId', '101');
  await pick(resident, 'categoryId', 'Plumbing');
  await choose(resident, 'urgency', 'High');
  await resident.locator('textarea[data-field="description"]').fill('Water drips from the trap under the sink.');
  await resident.getByTestId('create-attachments').locator('input[type="file"]').setInputFiles({
    name: 'leak.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await resident.getByTestId('form-submit').click();
  await resident.waitForURL(/\/orders\/view\//);
  const orderUrl = resident.url();
  // Harbor View has a maintenance approver (its manager): a resident's report waits for approval.
  await stateShown(resident, 'Requested');
  await resident.locator('[data-name="leak.png"]').waitFor();
  await screenshot(resident, 'e2e-maintenance-reported');

  const manager = await consoleAs(suite.browser.browser, suite.stack.url, 'manager@portico.test');
  await manager.goto(orderUrl);
  await stateShown(manager, 'Requested');
  await act(manager, 'approve');
  await stateShown(manager, 'Open');
  await act(manager, 'dispatch', (dialog) => pick(dialog, 'vendorId', 'BrightFix'));
  await stateShown(manager, 'Assigned');
  expect((await mailTo(suite.stack.url, 'vendor@portico.test')).subject).toContain('Bathroom sink leaking');

  const vendor = await consoleAs(suite.browser.browser, suite.stack.url, 'vendor@portico.test');
  await vendor.goto(`${suite.stack.url}/dashboard/vendor`);
  await vendor.getByTestId('vendor-dashboard').waitFor();
  await vendor.getByRole('link', { name: 'Bathroom sink leaking' }).first().click();
  await vendor.waitForURL(/\/orders\/view\//);
  await act(vendor, 'accept');
  await stateShown(vendor, 'In progress');

  // A thread on the order, and a message in it, through the generic screens.
  const orderId = orderUrl.split('/').pop()!;
  await vendor.goto(`${suite.stack.url}/threads/new?orderId=${orderId}`);
  await vendor.locator('input[data-field="subject"]').fill('Access to unit 101');
  await vendor.getByTestId('form-submit').click();
  await vendor.waitForURL(/\/threads\/view\//);
  const threadId = vendor.url().split('/').pop()!;
  await vendor.goto(`${suite.stack.url}/thread-messages/new?threadId=${threadId}`);
  await vendor.locator('textarea[data-field="body"]').fill('Replaced the trap washer; all dry now.');
  await vendor.getByTestId('form-submit').click();
  await vendor.waitForURL(/\/thread-messages\/view\//);

  await vendor.goto(orderUrl);
  await act(vendor, 'complete', async (dialog) => {
    await dialog.locator('input[data-field="laborHours"]').fill('1.5');
    await dialog.locator('textarea[data-field="completionNote"]').fill('Trap washer replaced.');
  });
  await stateShown(vendor, 'Completed');
  await screenshot(vendor, 'e2e-maintenance-completed-by-vendor');

  await resident.goto(orderUrl);
  await stateShown(resident, 'Completed');
  await resident.getByText('Trap washer replaced.').first().waitFor();
  await resident.goto(`${suite.stack.url}/threads/view/${threadId}`);
  await resident.getByText('Replaced the trap washer; all dry now.').first().waitFor();
  await screenshot(resident, 'e2e-maintenance-resident-sees-thread');
  expect((await mailTo(suite.stack.url, 'resident@portico.test')).subject).toContain('Bathroom sink leaking');
  for (const page of [resident, manager, vendor]) await page.context().close();
});

it('refuses to send work to a vendor whose insurance has lapsed', async () => {
  const manager = await consoleAs(suite.browser.browser, suite.stack.url, 'manager@portico.test');
  await manager.goto(`${suite.stack.url}/orders/list`);
  await manager.getByRole('link', { name: 'Lobby light flickering' }).first().click();
  await manager.waitForURL(/\/orders\/view\//);
  await manager.locator('[data-testid="record-action"][data-action="dispatch"]').click();
  await pick(manager, 'vendorId', 'CoolAir');
  await manager.locator('[data-testid="confirm-action"][data-action="dispatch"]').click();
  await manager.getByTestId('record-action-modal').getByText(/CoolAir HVAC cannot take this work: their insurance lapses/).waitFor();
  await screenshot(manager, 'e2e-maintenance-lapsed-vendor');
  await manager.context().close();
});
