import { defineAction } from '../../actions';
import { rfp } from './rfp';

export const rfpCloseBidding = defineAction(rfp, {
  name: 'closeBidding',
  event: 'biddingClosed',
  label: { en: 'Close bidding', es: 'Cerrar ofertas' },
  from: ['sent'],
  to: 'evaluation',
  tone: 'neutral',
  grants: { parent: true, 'property-manager': true },
});
