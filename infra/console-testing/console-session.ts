import type { Browser, Page } from 'playwright-core';
import { newConsole } from './browser';

/** A browser session signed in through the development identity provider. */
export async function signInThroughProvider(page: Page, email: string, password = 'portico-demo'): Promise<void> {
  await page.getByTestId('sign-in').click();
  await page.waitForURL(/\/oidc\//);
  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', password);
  await page.click('button[type=submit]');
}

export async function consoleAs(browser: Browser, baseUrl: string, email: string, password?: string, landing = /\/dashboard\//): Promise<Page> {
  const { page } = await newConsole(browser);
  await page.goto(`${baseUrl}/login`);
  await signInThroughProvider(page, email, password);
  await page.waitForURL(landing);
  return page;
}

/** Picks an option in a searchable reference picker (Mantine Select) by typing part of its name. */
export async function pick(page: Page, field: string, text: string): Promise<void> {
  const input = page.locator(`input[data-field="${field}"]`).first();
  await input.click();
  await input.fill(text);
  await page.getByRole('option', { name: new RegExp(text, 'i') }).first().click();
}

/**
 * Client-side navigation, as a click on a link does: one document for the whole walk, so a test
 * that opens many screens measures the screens, not a fresh load of the shell and remote each time.
 */
export async function navigateInConsole(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, to);
}
