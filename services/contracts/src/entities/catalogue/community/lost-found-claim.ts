import { defineAction } from '../../actions';
import { lostFound } from './lost-found';

/** Someone says the item is theirs (a resident claims for themself; staff name the claimant). */
export const lostFoundClaim = defineAction(lostFound, {
  name: 'claim',
  event: 'claimed',
  label: { en: 'Claim', es: 'Reclamar' },
  from: ['open'],
  to: 'claimed',
  tone: 'primary',
  input: { claimantName: { kind: 'text', label: { en: 'Claimed By', es: 'Reclamado por' }, max: 160 } },
  grants: { parent: true, 'property-manager': true, staff: true, resident: true },
});
