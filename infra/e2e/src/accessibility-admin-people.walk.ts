import { WALK_TIMEOUT_MS, walkAsAdministrator } from '../../console-testing/accessibility/admin-walk';
import { consoleSuite } from '../../console-testing/console-suite';

/** Issue 18: the administrator's accessibility walk of the people remote (ADR 0078), with the user menu and a property's archive dialog from the keyboard. */
const suite = consoleSuite();

it(
  'shows every people page to the administrator with one h1 and no serious or critical axe-core violation',
  async () => {
    const walk = await walkAsAdministrator(suite, {
      remote: 'people',
      userMenu: true,
      keyboard: { list: '/properties/list', dialog: 'archive' },
    });
    expect(walk.faults).toEqual([]);
    expect(walk.checked).toBeGreaterThan(walk.pages / 2);
  },
  WALK_TIMEOUT_MS,
);
