import { type NatsConnection } from 'nats';
import { type ResourceHooks } from '@portico/platform';
/**
 * Announces an access change and flushes it to the server before the write is answered, so
 * the gateway (which receives it ahead of the reply) never serves the old grant afterwards.
 */
export declare function announceAccessChange(nc: () => NatsConnection | undefined, scope: 'user' | 'all'): ResourceHooks['afterCommit'];
