import { quoteLine, rfp, rfpBid, rfpQuestion } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { quoteLines, rfpBids, rfpQuestions, rfps } from './rfp.schema';
import { quoteLineHooks, rfpBidHooks, rfpHooks, rfpQuestionHooks } from './rfp.hooks';
import { rfpActions, rfpBidActions } from './rfp.actions';

export const rfpResources: ResourceRegistration[] = [
  { def: rfp, table: rfps, hooks: rfpHooks, actions: rfpActions() },
  { def: rfpBid, table: rfpBids, hooks: rfpBidHooks, actions: rfpBidActions() },
  { def: rfpQuestion, table: rfpQuestions, hooks: rfpQuestionHooks },
  { def: quoteLine, table: quoteLines, hooks: quoteLineHooks },
];
