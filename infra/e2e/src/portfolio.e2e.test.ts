import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SEED_PROPERTIES } from '@portico/contracts';
import { launchBrowser, screenshot } from '../../console-testing/browser';
import { consoleAs } from '../../console-testing/console-session';
import { startStackForTest, type RunningStack } from '../../console-testing/stack-harness';

/** The resource kit on the portfolio structure, as a property manager uses it in the browser. */
let stack: RunningStack;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let manager: Page;
let files: string;

beforeAll(async () => {
  stack = await startStackForTest();
  browser = await launchBrowser();
  manager = await consoleAs(browser.browser, stack.url, 'manager@portico.test');
  files = mkdtempSync(join(tmpdir(), 'portico-csv-'));
}, 120_000);

afterAll(async () => {
  rmSync(files, { recursive: true, force: true });
  await browser?.close();
  await stack?.stop();
});

const rowsOf = (page: Page) => page.getByTestId('resource-row');

it('creates, edits, archives and restores a unit, with the spec’s required-field message', async () => {
  await manager.goto(`${stack.url}/units/new?propertyId=${SEED_PROPERTIES.harborView}`);
  await manager.getByTestId('resource-form').waitFor();
  await manager.getByTestId('form-submit').click();
  await manager.getByText('The Unit field is required').first().waitFor();

  await manager.locator('input[data-field="unitNumber"]').fill('E2E-901');
  await manager.locator('input[data-field="building"]').fill('South');
  await manager.getByTestId('form-submit').click();
  await manager.waitForURL(/\/units\/view\//);
  await manager.getByTestId('record-name').filter({ hasText: 'E2E-901' }).waitFor();

  await manager.locator('[data-action=edit]').first().click();
  await manager.waitForURL(/\/units\/edit\//);
  await manager.locator('input[data-field="building"]').fill('East');
  await manager.getByTestId('form-submit').click();
  await manager.waitForURL(/\/units\/view\//);
  await manager.getByText('East').first().waitFor();

  await manager.locator('[data-action=archive]').first().click();
  await manager.getByTestId('confirm-action').click();
  await manager.locator('[data-action=restore]').first().waitFor();
  await manager.locator('[data-action=restore]').first().click();
  await manager.getByTestId('confirm-action').click();
  await manager.locator('[data-action=archive]').first().waitFor();
  await screenshot(manager, 'e2e-unit-restored');
});

it('imports a CSV all or nothing: a bad row blocks the commit, the fixed file lands as a job with progress', async () => {
  const countUnits = async () => {
    await manager.goto(`${stack.url}/units/list`);
    const summary = manager.getByTestId('list-summary');
    await summary.waitFor();
    return Number(await summary.getAttribute('data-total'));
  };
  const before = await countUnits();

  const bad = join(files, 'units-bad.csv');
  // Row 4 takes a unit number the property already has.
  writeFileSync(bad, 'unitNumber,building,bedrooms\nCSV-1,North,2\n,North,1\nCSV-3,North,three\n101,North,1\n');
  await manager.goto(`${stack.url}/units/import`);
  await manager.getByTestId('resource-import').waitFor();
  await manager.getByTestId('import-file').setInputFiles(bad);
  await manager.getByTestId('import-map').first().waitFor();
  await manager.locator('[data-field="defaults.propertyId"]').first().click();
  await manager.keyboard.type('Harbor View');
  await manager.getByRole('option', { name: /Harbor View/ }).first().click();
  await manager.getByTestId('import-upload').click();
  await manager.getByTestId('import-preview').waitFor();
  await manager.getByTestId('import-error-rows').filter({ hasText: /3/ }).waitFor();
  await manager.getByText('The Unit field is required').first().waitFor();
  await manager.getByText('This unit or suite no is already in use.').first().waitFor();
  // Each row's errors sit on a line under it, naming the column as the file's header does.
  const errorLine = (row: number) => manager.locator(`[data-testid="import-row-errors"][data-row="${row}"]`);
  expect(await errorLine(2).innerText()).toContain('unitNumber: The Unit field is required');
  expect(await errorLine(3).innerText()).toContain('bedrooms:');
  expect(await errorLine(1).count()).toBe(0);
  expect(await manager.locator('[data-row="3"] [data-testid="import-error-cell"]').getAttribute('data-field')).toBe('bedrooms');
  expect(await manager.getByTestId('import-commit').isDisabled()).toBe(true);
  // The disabled commit says why, next to it and to assistive technology.
  const why = manager.getByTestId('import-commit-why');
  expect(await why.innerText()).toBe('3 rows have errors — fix them in the file (or remove them) and upload again to import.');
  expect(await manager.getByTestId('import-commit').getAttribute('aria-describedby')).toBe(await why.getAttribute('id'));
  await screenshot(manager, 'e2e-import-errors');
  expect(await countUnits()).toBe(before);

  const good = join(files, 'units-good.csv');
  writeFileSync(good, 'unitNumber,building,bedrooms\nCSV-1,North,2\nCSV-2,North,1\nCSV-3,North,3\n');
  await manager.goto(`${stack.url}/units/import`);
  await manager.getByTestId('import-file').setInputFiles(good);
  await manager.locator('[data-field="defaults.propertyId"]').first().click();
  await manager.keyboard.type('Harbor View');
  await manager.getByRole('option', { name: /Harbor View/ }).first().click();
  await manager.getByTestId('import-upload').click();
  await manager.locator('[data-testid="import-commit"]:not([disabled])').waitFor();
  expect(await manager.getByTestId('import-commit-why').count()).toBe(0);
  await manager.getByTestId('import-commit').click();
  // The commit answers at once; the page follows the job until it ends.
  await manager.locator('[data-testid="resource-import"][data-phase="committing"]').waitFor();
  await manager.getByTestId('import-created').filter({ hasText: '3' }).waitFor();
  expect(await countUnits()).toBe(before + 3);
});

it('answers another org’s record as not found, and pages a long list with the keyset cursor', async () => {
  await manager.goto(`${stack.url}/properties/view/${SEED_PROPERTIES.summitRidge}`);
  const error = manager.getByTestId('record-error');
  await error.waitFor();
  expect(await error.getAttribute('data-status')).toBe('404');

  await manager.goto(`${stack.url}/units/list`);
  await rowsOf(manager).first().waitFor();
  const first = await rowsOf(manager).first().getAttribute('data-id');
  await manager.getByTestId('page-next').click();
  await manager.getByTestId('page-indicator').filter({ hasText: /Page 2/ }).waitFor();
  expect(await rowsOf(manager).first().getAttribute('data-id')).not.toBe(first);
  await manager.getByTestId('page-prev').click();
  await manager.getByTestId('page-indicator').filter({ hasText: /Page 1/ }).waitFor();
  expect(await rowsOf(manager).first().getAttribute('data-id')).toBe(first);
});
