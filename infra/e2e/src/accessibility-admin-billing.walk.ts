import { administratorWalk } from '../../console-testing/accessibility/admin-walk';

/** Issue 18: the administrator's accessibility walk of the billing remote (ADR 0078), with a billing type's archive dialog from the keyboard. */
administratorWalk({ remote: 'billing', keyboard: { list: '/billing-types/list', dialog: 'archive' } });
