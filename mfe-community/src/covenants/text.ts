import type { Label } from '@portico/contracts/kit';
import { defineLabels } from '@portico/shell-sdk';

/** The covenant enforcement's comments: the words that differ from a conversation's. */
export const covenantText = defineLabels('mfe-community.covenants', {
  comments: { en: 'Comments', es: 'Comentarios' },
  empty: { en: 'No comments yet.', es: 'Aún no hay comentarios.' },
  placeholder: { en: 'Write a comment…', es: 'Escriba un comentario…' },
  send: { en: 'Post comment', es: 'Publicar comentario' },
  failed: { en: 'Could not post the comment', es: 'No se pudo publicar el comentario' },
  resident: { en: 'Resident can see', es: 'Visible para el residente' },
  internal: { en: 'Internal only', es: 'Solo interno' },
} satisfies Record<string, Label>);
