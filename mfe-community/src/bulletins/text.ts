import type { Label } from '@portico/contracts/kit';
import { defineLabels } from '@portico/shell-sdk';

/** The bulletin board's words. */
export const bulletinText = defineLabels('mfe-community.bulletins', {
  title: { en: 'Bulletin Board', es: 'Tablero de anuncios' },
  urgent: { en: 'Urgent', es: 'Urgente' },
  until: { en: 'Until', es: 'Hasta' },
  empty: { en: 'Nothing on the board right now.', es: 'No hay anuncios en el tablero por ahora.' },
  more: { en: 'Older bulletins are in the list.', es: 'Los anuncios anteriores están en la lista.' },
} satisfies Record<string, Label>);
