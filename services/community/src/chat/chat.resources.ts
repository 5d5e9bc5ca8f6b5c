import { chatMessage, conversation } from '@portico/contracts';
import type { DomainServiceOptions } from '@portico/platform';
import { chatMessages, conversations } from './chat.schema';
import { chatMessageHooks, conversationHooks } from './chat.hooks';

export const chatResources: NonNullable<DomainServiceOptions['resources']> = [
  { def: conversation, table: conversations, hooks: conversationHooks },
  { def: chatMessage, table: chatMessages, hooks: chatMessageHooks },
];
