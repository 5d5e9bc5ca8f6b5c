import { quoteLine, rfp, rfpBid, rfpQuestion } from '@portico/contracts';
import { tableFor } from '@portico/platform';

export const rfps = tableFor(rfp);
export const rfpBids = tableFor(rfpBid);
export const rfpQuestions = tableFor(rfpQuestion);
export const quoteLines = tableFor(quoteLine);
