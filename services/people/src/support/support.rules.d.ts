import type { ResourceHooks } from '@portico/platform';
/**
 * Support requests: the requester is whoever raises it (not whoever they claim), a new one is
 * open, and only someone who may manage support (update) moves it along.
 */
export declare function supportRules(): ResourceHooks;
