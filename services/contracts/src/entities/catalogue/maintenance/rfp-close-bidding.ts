import { defineAction } from '../../actions';
import { rfp } from './rfp';

export const rfpCloseBidding = defineAction(rfp, {
  name: 'closeBidding',
  event: 'biddingClosed',
  label: { en: 'Close bidding', es: 'Cerrar ofertas' },
  grants: { parent: true, 'property-manager': true },
  from: ['sent'],
  to: 'evaluation',
  tone: 'neutral',
});
