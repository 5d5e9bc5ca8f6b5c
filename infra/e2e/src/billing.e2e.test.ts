import type { Page } from 'playwright-core';
import { screenshot } from '../../console-testing/browser';
import { consoleAs, pick } from '../../console-testing/console-session';
import { consoleSuite } from '../../console-testing/console-suite';

/**
 * Billing as its users do it in the console (issue 10): a manager bills a unit, the resident
 * pays it by card (a Stripe test card, confirmed on the loopback Stripe), sees the fee line
 * and the invoice paid, and gets a receipt; an invoice above the approval threshold waits in
 * the approver's list until approved.
 */
const suite = consoleSuite();

/** The mail to `address` whose subject contains `about`, once it has arrived. */
async function mailAbout(address: string, about: string): Promise<{ subject: string; text: string }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { messages } = (await (await fetch(`${suite.stack.url}/dev/mail.json`)).json()) as {
      messages: { to: string[]; subject: string; text: string }[];
    };
    const found = messages.find((m) => m.to.includes(address) && m.subject.includes(about));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${address} about ${about}`);
}

/** Runs a declared action from the record's view, filling its dialog first. */
async function act(page: Page, action: string, fill?: (dialog: Page) => Promise<void>): Promise<void> {
  await page.locator(`[data-testid="record-action"][data-action="${action}"]`).click();
  const confirm = page.locator(`[data-testid="confirm-action"][data-action="${action}"]`);
  await confirm.waitFor();
  if (fill) await fill(page);
  await confirm.click();
  await confirm.waitFor({ state: 'hidden' });
}

const stateShown = (page: Page, label: string) => page.locator('[data-field="state"]').getByText(label, { exact: true }).first().waitFor();

/** A draft invoice for unit 101 of Harbor View with one line of `dollars`, created through the forms. */
async function billUnit(manager: Page, title: string, dollars: string): Promise<string> {
  await manager.goto(`${suite.stack.url}/billings/list?type=ar`);
  await manager.getByTestId('billing-type-filter').waitFor();
  await manager.goto(`${suite.stack.url}/billings/new?type=receivable`);
  await manager.getByTestId('resource-form').waitFor();
  await manager.locator('input[data-field="title"]').fill(title);
  await pick(manager, 'propertyId', 'Harbor View');
  await pick(manager, 'unitId', '101');
  await manager.locator('input[data-field="dueDate"]').fill('2030-01-31');
  await manager.getByTestId('form-submit').click();
  await manager.waitForURL(/\/billings\/view\//);
  const url = manager.url();
  await stateShown(manager, 'Draft');
  await manager.getByTestId('invoice-add-line').click();
  await manager.waitForURL(/\/billing-lines\/new/);
  await manager.locator('input[data-field="description"]').fill(title);
  await manager.locator('input[data-field="quantity"]').fill('1');
  await manager.locator('input[data-field="unitAmount"]').fill(dollars);
  await manager.getByTestId('form-submit').click();
  await manager.waitForURL(/\/billing-lines\/view\//);
  await manager.goto(url);
  await manager.getByTestId('charge-line').first().waitFor();
  return url;
}

it('a manager bills a unit; the resident pays by card, sees the fee line and the invoice paid', async () => {
  const manager = await consoleAs(suite.browser.browser, suite.stack.url, 'manager@portico.test');
  const invoiceUrl = await billUnit(manager, 'Storage locker, November', '200');
  await act(manager, 'submit');
  await stateShown(manager, 'Open');
  await screenshot(manager, 'e2e-billing-open');

  const resident = await consoleAs(suite.browser.browser, suite.stack.url, 'resident@portico.test');
  // Without Stripe keys the page never tries to load Stripe.js (the CSP would refuse it).
  const stripeRequests: string[] = [];
  resident.on('request', (request) => {
    if (/stripe\.com/.test(request.url())) stripeRequests.push(request.url());
  });
  await resident.goto(invoiceUrl);
  await resident.getByTestId('pay-panel').waitFor();
  // The fee is shown before paying: Harbor's 2.5% on a Visa credit card ($5.00 on $200.00).
  await resident.getByTestId('test-card').click();
  await resident.getByRole('option', { name: /Visa credit/ }).click();
  await resident.getByTestId('pay-fee').getByText('$5.00').waitFor();
  await resident.getByTestId('pay-total').getByText('$205.00').waitFor();
  await screenshot(resident, 'e2e-billing-pay');
  await resident.getByTestId('pay-button').click();
  await resident.getByTestId('invoice-paid').waitFor();
  expect(stripeRequests).toEqual([]);
  await resident.getByTestId('fee-line').getByText('$5.00').waitFor();
  await resident.getByTestId('invoice-balance').getByText('$0.00').waitFor();
  await stateShown(resident, 'Paid');
  await screenshot(resident, 'e2e-billing-paid');
  const receipt = await mailAbout('resident@portico.test', 'Receipt for invoice');
  expect(receipt.text).toContain('Transaction fee: $5.00');
});

it('an invoice above the approval threshold waits for the approver, who approves it from the list', async () => {
  const manager = await consoleAs(suite.browser.browser, suite.stack.url, 'manager@portico.test');
  const invoiceUrl = await billUnit(manager, 'Balcony glass replacement', '1500');
  await act(manager, 'submit');
  await stateShown(manager, 'Pending approval');
  await manager.goto(`${suite.stack.url}/approval/list`);
  const row = manager.getByTestId('approval-row').filter({ hasText: 'Balcony glass replacement' });
  await row.waitFor();
  await screenshot(manager, 'e2e-billing-approvals');
  await row.getByTestId('approve').click();
  await row.waitFor({ state: 'detached' });
  await manager.goto(invoiceUrl);
  await stateShown(manager, 'Open');
  await manager
    .locator('[data-testid="invoice-summary"]')
    .getByText(/HBR-\d{5}/)
    .waitFor();
});

it('Summit has no approval rule: its manager reads "Approval feature not available"', async () => {
  const summit = await consoleAs(suite.browser.browser, suite.stack.url, 'manager2@portico.test');
  await summit.goto(`${suite.stack.url}/approval/list`);
  await summit.getByTestId('approval-unavailable').getByText('Approval feature not available').waitFor();
});
