import { JSONCodec, type NatsConnection } from 'nats';
import { ACCESS_CHANGED_SUBJECT, type ResourceHooks } from '@portico/platform';

const codec = JSONCodec<{ userId?: string }>();

/**
 * Announces an access change and flushes it to the server before the write is answered, so
 * the gateway (which receives it ahead of the reply) never serves the old grant afterwards.
 */
export function announceAccessChange(nc: () => NatsConnection | undefined, scope: 'user' | 'all'): ResourceHooks['afterCommit'] {
  return async ({ ids }) => {
    const conn = nc();
    if (!conn) return;
    if (scope === 'all') conn.publish(ACCESS_CHANGED_SUBJECT, codec.encode({}));
    else for (const userId of ids) conn.publish(ACCESS_CHANGED_SUBJECT, codec.encode({ userId }));
    await conn.flush();
  };
}
