import { consoleSuite } from '../../console-testing/console-suite';
import { accessibilityWalk, keyboardWalk, userMenuByKeyboard } from '../../console-testing/accessibility/walk';
import { consoleAs } from '../../console-testing/console-session';

/**
 * The console is usable without sight of colour and without a mouse (issue 18, ADR 0057):
 * axe-core, in Chromium, finds no serious or critical violation on any page of any remote's
 * manifest — generic lists, views, new and edit forms and every custom page, `:id` pages with
 * real records — nor on the landing dashboard; every page has one `h1`. This file walks the
 * console's two narrowed audiences, the resident and the vendor, and checks from the keyboard
 * alone that the administrator reaches a list, a record, its archive dialog and the user menu.
 * The administrator's walk of every page of every remote is `npm run a11y:admin`
 * (`accessibility-admin-<remote>.walk.ts`, ADR 0078).
 */
const suite = consoleSuite();

const ROLES = ['resident@portico.test', 'vendor@portico.test'];

describe.each(ROLES)('signed in as %s', (email) => {
  it('shows every page with one h1 and no serious or critical axe-core violation', async () => {
    // Public pages (registration, a QR code's report) need no session: the resident's walk checks them.
    const walk = await accessibilityWalk(suite, { email, remotes: 'all', publicPages: email === ROLES[0] });
    await walk.page.context().close();
    expect(walk.faults).toEqual([]);
    expect(walk.checked).toBeGreaterThan(walk.pages / 2);
  }, 600_000);
});

it('lets the administrator reach a list, open a record and its archive dialog, and use the user menu, from the keyboard alone', async () => {
  const page = await consoleAs(suite.browser.browser, suite.stack.url, 'admin@portico.test', undefined, /\/(dashboard|orders)\b/);
  try {
    const faults = [...(await userMenuByKeyboard(page)), ...(await keyboardWalk(page, '/properties/list', 'archive'))];
    expect(faults).toEqual([]);
  } finally {
    await page.context().close();
  }
}, 300_000);
