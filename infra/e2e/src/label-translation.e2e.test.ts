import type { Page } from 'playwright-core';
import { screenshot } from '../../console-testing/browser';
import { consoleAs, navigateInConsole } from '../../console-testing/console-session';
import { consoleSuite } from '../../console-testing/console-suite';

/**
 * Label translation (`/labelTranslation`, ADR 0070): an administrator overrides a label of
 * another remote (the maintenance orders' title) from the people remote's page; a console open on
 * that remote's screen shows it without a reload, as does the administrator's after a navigation;
 * reverting brings back the built-in text. Residents are refused the page.
 */
const suite = consoleSuite();

const row = (page: Page, key: string) => page.locator(`[data-testid="label-row"][data-key="${key}"]`);

async function openTranslations(page: Page): Promise<void> {
  await navigateInConsole(page, '/labelTranslation');
  await page.getByRole('heading', { name: 'Label Translation', exact: true }).waitFor();
  await page.getByTestId('label-row').first().waitFor();
}

it('an override reaches an open page of another remote at once, and reverting restores the built-in text', async () => {
  const manager = await consoleAs(suite.browser.browser, suite.stack.url, 'manager@portico.test');
  await navigateInConsole(manager, '/orders/list');
  await manager.getByRole('heading', { name: 'Maintenance Order List', exact: true }).waitFor();

  const admin = await consoleAs(suite.browser.browser, suite.stack.url, 'admin@portico.test');
  await admin.setViewportSize({ width: 1440, height: 1000 });
  await openTranslations(admin);
  // The demo overrides are listed under "Overridden".
  await admin
    .getByTestId('label-filter')
    .getByText(/^Overridden \(/)
    .click();
  await row(admin, 'entity.parcel.titlePlural').getByText('Packages', { exact: true }).waitFor();
  await admin
    .getByTestId('label-filter')
    .getByText(/^All \(/)
    .click();

  await admin.getByTestId('label-search').fill('entity.order.title');
  await row(admin, 'entity.order.title').getByTestId('label-edit').click();
  await admin.getByTestId('label-input-en').fill('Work Order');
  await admin.getByTestId('label-save').click();
  await row(admin, 'entity.order.title').getByText('Work Order', { exact: true }).waitFor();

  // The manager's open list of the maintenance remote changes live (push stream, no reload).
  await manager.getByRole('heading', { name: 'Work Order List', exact: true }).waitFor();
  await screenshot(manager, 'e2e-label-translation-live-override');
  // The administrator's console shows it on the next screen (client-side navigation).
  await navigateInConsole(admin, '/orders/list');
  await admin.getByRole('heading', { name: 'Work Order List', exact: true }).waitFor();

  await openTranslations(admin);
  await admin.getByTestId('label-search').fill('entity.order.title');
  await row(admin, 'entity.order.title').getByTestId('label-edit').click();
  await admin.getByTestId('label-revert').click();
  await row(admin, 'entity.order.title').getByText('Maintenance Order', { exact: true }).waitFor();
  await manager.getByRole('heading', { name: 'Maintenance Order List', exact: true }).waitFor();
  await admin.context().close();
  await manager.context().close();
});

it('a resident is refused /labelTranslation', async () => {
  const resident = await consoleAs(suite.browser.browser, suite.stack.url, 'resident@portico.test');
  await navigateInConsole(resident, '/labelTranslation');
  await resident.waitForURL(/\/not-authorized/);
  expect(await resident.getByTestId('label-row').count()).toBe(0);
  await resident.context().close();
});
