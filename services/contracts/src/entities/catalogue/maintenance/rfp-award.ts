import { defineAction } from '../../actions';
import { rfp } from './rfp';
import { ref } from '../../field-builders';

export const rfpAward = defineAction(rfp, {
  name: 'award',
  event: 'awarded',
  label: { en: 'Award', es: 'Adjudicar' },
  grants: { parent: true, 'property-manager': true },
  from: ['sent', 'evaluation'],
  to: 'awarded',
  tone: 'primary',
  input: {
    bidId: ref('rfpBid', 'Winning bid', 'Oferta ganadora', { required: 'Choose the winning bid' }),
  },
});
