import { refList } from '../../field-builders';

/** Field shapes the notification entities share. */

/** A list of groups of one kind (the picker narrows by `groupType` on screen). */
export const groupList = (en: string, es: string) => refList('group', en, es);
