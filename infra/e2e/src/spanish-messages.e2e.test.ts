import { screenshot } from '../../console-testing/browser';
import { consoleAs, navigateInConsole } from '../../console-testing/console-session';
import { consoleSuite } from '../../console-testing/console-suite';

/**
 * The console in Spanish to the last message (ADR 0077): a generic form's own check names the
 * field by its Spanish label, and what the server answers reads in Spanish too.
 */
const suite = consoleSuite();

it('a create form in Spanish says which required field is missing, in Spanish', async () => {
  const page = await consoleAs(suite.browser.browser, suite.stack.url, 'manager@portico.test');
  await page.getByTestId('language-switch').first().click();
  await page.getByTestId('language-option-es').click();
  await navigateInConsole(page, '/location/new');
  const form = page.getByTestId('resource-form');
  await form.getByTestId('form-submit').click();
  await form.getByText('El campo Nombre de la ubicación es obligatorio.').waitFor();
  expect(await form.getByText('Location Name is required').count()).toBe(0);

  // A record that does not exist: the service's not-found, worded by the gateway in Spanish.
  await navigateInConsole(page, '/location/view/00000000-0000-4000-8000-000000000000');
  await page.getByText('No se encontró el registro con id 00000000-0000-4000-8000-000000000000').waitFor();
  await screenshot(page, 'spanish-messages');
});
