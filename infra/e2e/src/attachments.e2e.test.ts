import { DEMO_PASSWORD } from '@portico/contracts';
import { signIn } from '@portico/dev-idp/testing';
import { screenshot } from '../../console-testing/browser';
import { consoleAs } from '../../console-testing/console-session';
import { consoleSuite } from '../../console-testing/console-suite';

/**
 * Files on a record (ADR 0022) as the console shows them: a manager attaches a photo on a
 * support request's view through the edge, sees it listed with its thumbnail, and removes it.
 */
const suite = consoleSuite();

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

it('attaches a photo to a support request, lists it with a thumbnail, and removes it', async () => {
  const { accessToken } = await signIn(`${suite.stack.url}/oidc`, 'manager@portico.test', DEMO_PASSWORD, { origin: suite.stack.url });
  const created = await fetch(`${suite.stack.url}/api/v1/support`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ subject: 'Broken lobby door', category: 'building', description: 'Photo attached' }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };

  const page = await consoleAs(suite.browser.browser, suite.stack.url, 'manager@portico.test');
  await page.goto(`${suite.stack.url}/support/view/${id}`);
  await page.getByTestId('attachments-empty').waitFor();
  await page.getByTestId('attachments-input').setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: PNG });
  const row = page.locator('[data-name="door.png"]');
  await row.waitFor();
  await row.getByTestId('attachment-thumbnail').waitFor();
  await row.scrollIntoViewIfNeeded();
  await screenshot(page, 'e2e-attachments-listed');

  await row.locator('[data-action="remove-attachment"]').click();
  await page.getByTestId('confirm-remove').click();
  await page.getByTestId('attachments-empty').waitFor();
  await page.context().close();
});
