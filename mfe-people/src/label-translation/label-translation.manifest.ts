import { LABEL_TRANSLATION_SLUG } from '@portico/contracts/people';
import type { RemoteMenuItem, RemotePage } from '@portico/shell-sdk';
import { SETTINGS_SECTION } from '../access/access.manifest';

/** `/labelTranslation` (spec, part 2): administrators only, as the server's routes ask (ADR 0070). */
export const labelTranslationPage: RemotePage = { path: '/labelTranslation', permission: LABEL_TRANSLATION_SLUG };

export const labelTranslationMenu: RemoteMenuItem[] = [
  {
    label: { en: 'Label Translation', es: 'Traducción de etiquetas' },
    path: labelTranslationPage.path,
    permission: LABEL_TRANSLATION_SLUG,
    icon: 'language',
    section: SETTINGS_SECTION,
  },
];
