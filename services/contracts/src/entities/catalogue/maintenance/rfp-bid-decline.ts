import { defineAction } from '../../actions';
import { rfpBid } from './rfp-bid';

export const rfpBidDecline = defineAction(rfpBid, {
  name: 'decline',
  event: 'declined',
  label: { en: 'Decline to quote', es: 'Declinar cotizar' },
  grants: { parent: true, 'property-manager': true, vendor: true },
  from: ['invited', 'viewed'],
  to: 'declined',
  reason: 'required',
  // Why a vendor declines to bid is for management (who may still invite them next time).
  reasonAudience: ['staff'],
  tone: 'danger',
});
