import { defineAction } from '../../actions';
import { bulletin } from './bulletin';

/** Archives a bulletin off the board (the lifecycle's ARCHIVED, not the record's archive). */
export const bulletinRetire = defineAction(bulletin, {
  name: 'retire',
  event: 'retired',
  label: { en: 'Archive bulletin', es: 'Archivar anuncio' },
  grants: { parent: true, 'property-manager': true },
  from: ['draft', 'scheduled', 'published', 'expired'],
  to: 'archived',
  tone: 'danger',
  confirm: { en: 'Take this bulletin off the board for good?', es: '¿Retirar este anuncio del tablero definitivamente?' },
});
