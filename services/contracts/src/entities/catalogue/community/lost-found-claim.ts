import { defineAction } from '../../actions';
import { lostFound } from './lost-found';
import { text } from '../../field-builders';

/** Someone says the item is theirs (a resident claims for themself; staff name the claimant). */
export const lostFoundClaim = defineAction(lostFound, {
  name: 'claim',
  event: 'claimed',
  label: { en: 'Claim', es: 'Reclamar' },
  grants: { parent: true, 'property-manager': true, staff: true, resident: true },
  from: ['open'],
  to: 'claimed',
  tone: 'primary',
  input: { claimantName: text('Claimed By', 'Reclamado por', { max: 160 }) },
});
