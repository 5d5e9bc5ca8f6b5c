import { WALK_TIMEOUT_MS, walkAsAdministrator } from '../../console-testing/accessibility/admin-walk';
import { consoleSuite } from '../../console-testing/console-suite';

/**
 * Issue 18: the administrator's accessibility walk of the shell's own pages (ADR 0078): the
 * landing dashboard, the error and status pages, and last the lock screen (it locks the session).
 */
const suite = consoleSuite();

it(
  'shows every shell page to the administrator with one h1 and no serious or critical axe-core violation',
  async () => {
    const walk = await walkAsAdministrator(suite, {
      remote: 'shell',
      extra: ['/error-404', '/error-500', '/not-authorized', '/comingsoon', '/lock-screen'],
    });
    expect(walk.faults).toEqual([]);
    expect(walk.checked).toBeGreaterThan(walk.pages / 2);
  },
  WALK_TIMEOUT_MS,
);
