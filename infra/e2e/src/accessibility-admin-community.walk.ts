import { WALK_TIMEOUT_MS, walkAsAdministrator } from '../../console-testing/accessibility/admin-walk';
import { consoleSuite } from '../../console-testing/console-suite';

/** Issue 18: the administrator's accessibility walk of the community remote (ADR 0078), with an amenity's archive dialog from the keyboard. */
const suite = consoleSuite();

it(
  'shows every community page to the administrator with one h1 and no serious or critical axe-core violation',
  async () => {
    const walk = await walkAsAdministrator(suite, { remote: 'community', keyboard: { list: '/amenities/list', dialog: 'archive' } });
    expect(walk.faults).toEqual([]);
    expect(walk.checked).toBeGreaterThan(walk.pages / 2);
  },
  WALK_TIMEOUT_MS,
);
