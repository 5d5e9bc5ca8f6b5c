import { administratorWalk } from '../../console-testing/accessibility/admin-walk';

/** Issue 18: the administrator's accessibility walk of the people remote (ADR 0078), with the user menu and a property's archive dialog from the keyboard. */
administratorWalk({ remote: 'people', userMenu: true, keyboard: { list: '/properties/list', dialog: 'archive' } });
