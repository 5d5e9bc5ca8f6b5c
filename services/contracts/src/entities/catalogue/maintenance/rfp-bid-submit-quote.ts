import { defineAction } from '../../actions';
import { rfpBid } from './rfp-bid';

export const rfpBidSubmitQuote = defineAction(rfpBid, {
  name: 'submitQuote',
  event: 'quoteSubmitted',
  label: { en: 'Submit quote', es: 'Enviar cotización' },
  from: ['invited', 'viewed', 'quoted'],
  to: 'quoted',
  tone: 'primary',
  input: {
    quoteNote: { kind: 'longText', label: { en: 'Quote Note', es: 'Nota de la cotización' }, max: 4000 },
  },
  grants: { parent: true, 'property-manager': true, vendor: true },
});
