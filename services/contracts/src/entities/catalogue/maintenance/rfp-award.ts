import { defineAction } from '../../actions';
import { rfp } from './rfp';

export const rfpAward = defineAction(rfp, {
  name: 'award',
  event: 'awarded',
  label: { en: 'Award', es: 'Adjudicar' },
  from: ['sent', 'evaluation'],
  to: 'awarded',
  tone: 'primary',
  input: {
    bidId: { kind: 'ref', ref: 'rfpBid', label: { en: 'Winning bid', es: 'Oferta ganadora' }, required: 'Choose the winning bid' },
  },
  grants: { parent: true, 'property-manager': true },
});
