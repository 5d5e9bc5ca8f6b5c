import { ServerNats } from '@nestjs/microservices';
import type { Msg } from 'nats';
import { extractTraceContext, withSpan, SpanKind } from '../observability/tracing';

/**
 * Nest's NATS server with the incoming trace context restored, so the guard, handler,
 * database calls and outbox writes are one trace with the gateway's request.
 */
export class TracedNatsServer extends ServerNats {
  override async handleMessage(channel: string, natsMsg: Msg): Promise<unknown> {
    return withSpan(
      `nats serve ${channel}`,
      {
        kind: SpanKind.SERVER,
        parent: extractTraceContext(natsMsg.headers),
        attributes: { 'messaging.system': 'nats', 'messaging.destination.name': channel },
      },
      () => super.handleMessage(channel, natsMsg as never) as Promise<unknown>,
    );
  }
}
