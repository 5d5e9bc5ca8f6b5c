import { defineAction } from '../../actions';
import { rfpBid } from './rfp-bid';

export const rfpBidDecline = defineAction(rfpBid, {
  name: 'decline',
  event: 'declined',
  label: { en: 'Decline to quote', es: 'Declinar cotizar' },
  from: ['invited', 'viewed'],
  to: 'declined',
  reason: 'required',
  tone: 'danger',
  grants: { parent: true, 'property-manager': true, vendor: true },
});
