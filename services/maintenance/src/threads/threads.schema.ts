import { thread, threadMessage } from '@portico/contracts';
import { tableFor } from '@portico/platform';

export const threads = tableFor(thread);
export const threadMessages = tableFor(threadMessage);
