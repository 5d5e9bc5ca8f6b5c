import { defineAction } from '../../actions';
import { bulletin } from './bulletin';

/** Takes a scheduled or published bulletin back to draft, to correct it. */
export const bulletinUnpublish = defineAction(bulletin, {
  name: 'unpublish',
  event: 'unpublished',
  label: { en: 'Back to draft', es: 'Volver a borrador' },
  grants: { parent: true, 'property-manager': true },
  from: ['scheduled', 'published'],
  to: 'draft',
  tone: 'neutral',
});
