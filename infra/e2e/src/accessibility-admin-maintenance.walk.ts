import { administratorWalk } from '../../console-testing/accessibility/admin-walk';

/** Issue 18: the administrator's accessibility walk of the maintenance remote (ADR 0078), with a vendor's archive dialog from the keyboard. */
administratorWalk({ remote: 'maintenance', keyboard: { list: '/vendors/list', dialog: 'archive' } });
