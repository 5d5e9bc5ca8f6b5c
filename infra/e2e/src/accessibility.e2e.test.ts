import { consoleSuite } from '../../console-testing/console-suite';
import { accessibilityWalk } from '../../console-testing/accessibility/walk';

/**
 * The console is usable without sight of colour and without a mouse (issue 18, ADR 0057):
 * axe-core, in Chromium, finds no serious or critical violation on any page of any remote's
 * manifest — generic lists, views, new and edit forms and every custom page, `:id` pages with
 * real records — nor on the landing dashboard; every page has one `h1`. This file walks the
 * console's two narrowed audiences, the resident and the vendor; the administrator's walk (every
 * page of every remote) and the keyboard checks are split one file per remote
 * (`accessibility-admin-<remote>.e2e.test.ts`, ADR 0078) so jest runs them side by side.
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
