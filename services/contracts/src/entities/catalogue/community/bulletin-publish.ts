import { defineAction } from '../../actions';
import { bulletin } from './bulletin';

/**
 * Puts a bulletin on the board now (a scheduled one early: its start date becomes today). The
 * scheduler runs the same action when a scheduled bulletin's start date arrives.
 */
export const bulletinPublish = defineAction(bulletin, {
  name: 'publish',
  event: 'published',
  label: { en: 'Publish now', es: 'Publicar ahora' },
  grants: { parent: true, 'property-manager': true },
  from: ['draft', 'scheduled'],
  to: 'published',
  tone: 'primary',
  confirm: { en: 'Publish this bulletin to residents now?', es: '¿Publicar este anuncio a los residentes ahora?' },
});
