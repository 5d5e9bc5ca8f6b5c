import type { NatsConnection } from 'nats';
import type { Logger } from '../observability/logger';

const POLL_MS = 500;

/**
 * Reports, once, when a durable consumer has handled everything its stream held for it
 * (nothing pending, nothing awaiting an ack). An operator, and the newcomer smoke, read the
 * line to know that each consumer has run over the events published so far — a consumer that
 * is bound but stuck never reports. Polls the consumer's info until then, and then stops.
 */
export function reportWhenCaughtUp(nc: NatsConnection, stream: string, consumer: string, log: Logger, stopped: () => boolean): void {
  const check = async (): Promise<void> => {
    if (stopped()) return;
    try {
      const jsm = await nc.jetstreamManager();
      const info = await jsm.consumers.info(stream, consumer);
      if (info.num_pending === 0 && info.num_ack_pending === 0) {
        log.info({ consumer, delivered: info.delivered.consumer_seq }, 'event consumer caught up');
        return;
      }
    } catch (err) {
      if (stopped()) return;
      log.debug({ err, consumer }, 'reading a consumer’s progress failed; trying again');
    }
    setTimeout(() => void check(), POLL_MS).unref();
  };
  void check();
}
