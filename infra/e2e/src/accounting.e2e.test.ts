import { screenshot } from '../../console-testing/browser';
import { consoleAs } from '../../console-testing/console-session';
import { consoleSuite } from '../../console-testing/console-suite';

/**
 * Accounting integrations as a manager meets them after `npm start` (ADR 0035): the clients
 * with their contacts, QuickBooks connected through the loopback's consent screen and
 * /quickbooks-connected, a push whose records show as synced, the accounting report and aXP
 * Transactions from the demo ledger and payments, and the same in Spanish.
 */
const suite = consoleSuite();
const HARBOR_SETTINGS = '1a7e0000-0000-4000-8000-000000000001';
const HARBOR_CAFE = 'c11e0000-0000-4000-8000-000000000001';

it('connects QuickBooks, pushes the clients, and shows the reports', async () => {
  const page = await consoleAs(suite.browser.browser, suite.stack.url, 'manager@portico.test');
  await page.setViewportSize({ width: 1440, height: 1000 });

  await page.goto(`${suite.stack.url}/caliber/client/view/${HARBOR_CAFE}`);
  await page.getByTestId('client-related').waitFor();
  await page.getByText('Marta Alvarez').first().waitFor();
  await page.goto(`${suite.stack.url}/caliber/client/view/${HARBOR_CAFE}/contact/list`);
  await page.getByText('Tom Reed').first().waitFor();

  await page.goto(`${suite.stack.url}/integration-settings/view/${HARBOR_SETTINGS}`);
  await page.getByTestId('quickbooks-connect').waitFor();
  // The sealed secret shows only that it is set.
  expect(await page.locator('[data-secret-set="true"]').count()).toBe(1);
  await page.getByTestId('quickbooks-connect').click();
  await page.getByTestId('quickbooks-connected-ok').waitFor({ timeout: 30_000 });
  expect(new URL(page.url()).search).toBe('');
  await screenshot(page, 'e2e-quickbooks-connected');

  await page.goto(`${suite.stack.url}/integration-settings/view/${HARBOR_SETTINGS}`);
  await page.getByTestId('quickbooks-state').filter({ hasText: 'Connected' }).waitFor();
  await page.getByTestId('quickbooks-push').click();
  await page.getByTestId('quickbooks-message').waitFor({ timeout: 90_000 });
  expect(await page.getByTestId('quickbooks-message').innerText()).toContain('4 customers');
  await screenshot(page, 'e2e-quickbooks-pushed');

  await page.goto(`${suite.stack.url}/accounting-sync/list?syncState=synced`);
  await page.getByText('Harbor Café').first().waitFor();

  await page.goto(`${suite.stack.url}/accounting/report`);
  await page.getByTestId('report-balances').locator('[data-account="1200"]').waitFor();
  await page.locator('.recharts-surface').first().waitFor();
  await screenshot(page, 'e2e-accounting-report');

  await page.goto(`${suite.stack.url}/caliber/report-insight`);
  await page.getByTestId('insight-row').first().waitFor();
  expect(await page.getByTestId('insight-totals').innerText()).toMatch(/[1-9]\d* transactions/);
  const download = page.waitForEvent('download');
  await page.getByTestId('insight-export').click();
  expect((await download).suggestedFilename()).toBe('axp-transactions.csv');
  await screenshot(page, 'e2e-axp-transactions');

  await page.goto(`${suite.stack.url}/accounting/report`);
  await page.getByTestId('language-switch').first().click();
  await page.getByTestId('language-option-es').click();
  await page.getByText('Saldo por cuenta').first().waitFor();
  await page.getByText('Antigüedad de cuentas por cobrar', { exact: false }).first().waitFor();
  await screenshot(page, 'e2e-accounting-report-es');
  await page.context().close();
});
