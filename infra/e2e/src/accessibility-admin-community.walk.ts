import { administratorWalk } from '../../console-testing/accessibility/admin-walk';

/** Issue 18: the administrator's accessibility walk of the community remote (ADR 0078), with an amenity's archive dialog from the keyboard. */
administratorWalk({ remote: 'community', keyboard: { list: '/amenities/list', dialog: 'archive' } });
