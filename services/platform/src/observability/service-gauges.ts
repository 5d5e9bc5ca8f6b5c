import type { BatchObservableCallback, Observable } from '@opentelemetry/api';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NatsConnection } from 'nats';
import type { Db } from '../db/database';
import { effectsTable, outboxTable } from '../db/messaging-tables';
import { scheduledJobsTable } from '../scheduler/scheduler-table';
import { MAIL_EFFECT } from '../mail/mail-effect';
import type { Logger } from './logger';
import { meter } from './metrics';

/** A durable JetStream consumer this service binds. */
export interface BoundConsumer {
  stream: string;
  consumer: string;
}

/** Made once per process: every service started in it (tests start several) reports through them. */
let made: ReturnType<typeof makeQueueGauges> | undefined;

function queueGauges() {
  made ??= makeQueueGauges();
  return made;
}

function makeQueueGauges() {
  const m = meter();
  return {
    outboxPending: m.createObservableGauge('portico.outbox.pending', { description: 'Outbox rows not yet published to JetStream' }),
    outboxAge: m.createObservableGauge('portico.outbox.oldest.age.seconds', {
      unit: 's',
      description: 'Age of the oldest outbox row not yet published (0 when none)',
    }),
    consumerPending: m.createObservableGauge('portico.consumer.pending', {
      description: 'Messages a durable consumer has not been delivered yet (JetStream num_pending)',
    }),
    consumerAckPending: m.createObservableGauge('portico.consumer.ack.pending', {
      description: 'Messages delivered to a durable consumer and not yet acknowledged',
    }),
    schedulerDue: m.createObservableGauge('portico.scheduler.due', { description: 'Scheduled runs that are due and not done' }),
    schedulerFailed: m.createObservableGauge('portico.scheduler.failed', {
      description: 'Scheduled runs parked as failed after their last attempt',
    }),
    mailUnsent: m.createObservableGauge('portico.mail.unsent', { description: 'Queued mails not sent yet (retried with backoff)' }),
  };
}

/**
 * What a domain service has waiting, read at each scrape from its own database and from
 * JetStream (nothing is counted in memory, so every replica reports the same truth and a
 * restarted one is right at once): events not yet relayed (outbox lag), events its consumers
 * have not been delivered (consumer lag), scheduled runs that are due, mail not yet sent.
 * Returns the function that stops reporting (before the database closes).
 */
export function observeServiceQueues(deps: {
  domain: string;
  db: Db;
  nc: NatsConnection;
  consumers: () => BoundConsumer[];
  log: Logger;
}): () => void {
  const m = meter();
  const gauges = queueGauges();
  const domain = { domain: deps.domain };
  const outbox = outboxTable(deps.domain);
  const jobs = scheduledJobsTable(deps.domain);
  const effects = effectsTable(deps.domain);

  // Each source reports on its own: a stuck one leaves its gauges out of this scrape only.
  const sources: ((observe: (gauge: Observable, value: number, extra?: Record<string, string>) => void) => Promise<void>)[] = [
    async (observe) => {
      const [row] = await deps.db
        .select({
          n: sql<number>`count(*)::int`,
          age: sql<number>`coalesce(extract(epoch from now() - min(${outbox.createdAt})), 0)::float8`,
        })
        .from(outbox)
        .where(isNull(outbox.publishedAt));
      observe(gauges.outboxPending, Number(row?.n ?? 0));
      observe(gauges.outboxAge, Math.max(0, Number(row?.age ?? 0)));
    },
    async (observe) => {
      const [row] = await deps.db
        .select({
          due: sql<number>`(count(*) filter (where ${jobs.failedAt} is null and ${jobs.runAt} <= now()))::int`,
          failed: sql<number>`(count(*) filter (where ${jobs.failedAt} is not null))::int`,
        })
        .from(jobs)
        .where(isNull(jobs.doneAt));
      observe(gauges.schedulerDue, Number(row?.due ?? 0));
      observe(gauges.schedulerFailed, Number(row?.failed ?? 0));
    },
    async (observe) => {
      const [row] = await deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(effects)
        .where(and(eq(effects.kind, MAIL_EFFECT), isNull(effects.doneAt)));
      observe(gauges.mailUnsent, Number(row?.n ?? 0));
    },
    async (observe) => {
      const jsm = await deps.nc.jetstreamManager();
      await Promise.all(
        deps.consumers().map(async ({ stream, consumer }) => {
          // Not bound yet (its producer's stream is missing): nothing to report for it.
          const info = await jsm.consumers.info(stream, consumer).catch(() => undefined);
          if (!info) return;
          observe(gauges.consumerPending, info.num_pending, { stream, consumer });
          observe(gauges.consumerAckPending, info.num_ack_pending, { stream, consumer });
        }),
      );
    },
  ];
  const callback: BatchObservableCallback = async (result) => {
    await Promise.all(
      sources.map((source) =>
        source((gauge, value, extra) => result.observe(gauge, value, { ...domain, ...extra })).catch((err: unknown) =>
          deps.log.debug({ err }, 'a metric could not be read for this scrape'),
        ),
      ),
    );
  };
  const observables = Object.values(gauges);
  m.addBatchObservableCallback(callback, observables);
  return () => m.removeBatchObservableCallback(callback, observables);
}
