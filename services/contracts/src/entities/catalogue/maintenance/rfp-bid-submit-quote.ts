import { defineAction } from '../../actions';
import { rfpBid } from './rfp-bid';
import { longText } from '../../field-builders';

export const rfpBidSubmitQuote = defineAction(rfpBid, {
  name: 'submitQuote',
  event: 'quoteSubmitted',
  label: { en: 'Submit quote', es: 'Enviar cotización' },
  grants: { parent: true, 'property-manager': true, vendor: true },
  from: ['invited', 'viewed', 'quoted'],
  to: 'quoted',
  tone: 'primary',
  input: {
    quoteNote: longText('Quote Note', 'Nota de la cotización', { max: 4000 }),
  },
});
