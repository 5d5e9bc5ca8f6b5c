import { ServerNats, type NatsContext } from '@nestjs/microservices';
import type { Msg, MsgHdrs, NatsConnection } from 'nats';
import { HEADERS, PorticoError, msg } from '@portico/contracts';
import { extractTraceContext, withSpan, SpanKind } from '../observability/tracing';
import { outcomeOf, recordNatsServed } from '../observability/metrics';

/** NATS's own default max_payload, for a server that does not say. */
const DEFAULT_MAX_PAYLOAD = 1024 * 1024;
/** Room for the reply's headers within max_payload. */
const HEADER_ROOM = 4 * 1024;

interface ReplyPacket {
  id?: string;
  response?: unknown;
  err?: unknown;
  isDisposed?: boolean;
}

/** When each request in hand arrived, until its last reply packet is sent. */
const arrivals = new WeakMap<Msg, { at: bigint; channel: string }>();

/**
 * Nest's NATS server with the incoming trace context restored, so the guard, handler,
 * database calls and outbox writes are one trace with the gateway's request; and with a
 * guarded reply path: a reply larger than the server's max_payload becomes a REPLY_TOO_LARGE
 * envelope instead of a publish that throws outside any handler and takes the process down.
 * Each answered request is timed by subject and outcome (`ok` or the envelope's code).
 */
export class TracedNatsServer extends ServerNats {
  /** Handler routes by subject: Nest works each one out anew, through a JSON.parse that throws. */
  private readonly routes = new Map<string, string>();

  protected override getRouteFromPattern(pattern: string): string {
    let route = this.routes.get(pattern);
    if (route === undefined) {
      route = super.getRouteFromPattern(pattern);
      // Subjects this server subscribed to, so few; bounded all the same.
      if (this.routes.size < 10_000) this.routes.set(pattern, route);
    }
    return route;
  }

  override async handleMessage(channel: string, natsMsg: Msg): Promise<unknown> {
    arrivals.set(natsMsg, { at: process.hrtime.bigint(), channel });
    return withSpan(
      `nats serve ${channel}`,
      {
        kind: SpanKind.SERVER,
        parent: extractTraceContext(natsMsg.headers),
        attributes: { 'messaging.system': 'nats', 'messaging.destination.name': channel },
      },
      async () => {
        const handled = (await super.handleMessage(channel, natsMsg as never)) as unknown;
        // Inside the span: with LOG_LEVEL=debug the line carries the caller's trace id.
        this.logger.debug?.(`handled ${channel}`);
        return handled;
      },
    );
  }

  override getPublisher(natsMsg: Msg, id: string, ctx: NatsContext): (packet: ReplyPacket) => void {
    if (!natsMsg.reply) return () => undefined;
    return (packet: ReplyPacket) => {
      let outgoing = this.serialize({ ...packet, id });
      const limit = this.replyLimit();
      if (outgoing.data.length > limit) {
        this.logger.warn(
          `reply to ${natsMsg.subject} is ${outgoing.data.length} bytes, over the ${limit}-byte limit; answering REPLY_TOO_LARGE`,
        );
        const correlationId = natsMsg.headers?.get(HEADERS.correlationId) || undefined;
        const envelope = new PorticoError(
          'REPLY_TOO_LARGE',
          msg('error.replyTooLarge'),
          { bytes: outgoing.data.length, limit },
          correlationId,
        ).toEnvelope();
        outgoing = this.serialize({ id, err: envelope, isDisposed: true });
      }
      this.onProcessingEndHook?.(this.transportId!, ctx);
      const arrived = arrivals.get(natsMsg);
      if (arrived !== undefined && (packet.isDisposed || packet.err)) {
        arrivals.delete(natsMsg);
        // The handler's subject, not the message's: one series per handler.
        recordNatsServed(arrived.channel, arrived.at, packet.err ? outcomeOf(packet.err) : 'ok');
      }
      try {
        natsMsg.respond(outgoing.data, outgoing.headers ? { headers: outgoing.headers } : undefined);
      } catch (err) {
        // A closed or draining connection: the caller times out; the service lives on.
        this.logger.error(`reply to ${natsMsg.subject} could not be sent: ${err instanceof Error ? err.message : String(err)}`);
      }
    };
  }

  private serialize(packet: ReplyPacket & { id: string }): { data: Uint8Array; headers?: MsgHdrs } {
    return this.serializer.serialize(packet) as { data: Uint8Array; headers?: MsgHdrs };
  }

  private replyLimit(): number {
    let maxPayload = DEFAULT_MAX_PAYLOAD;
    try {
      maxPayload = this.unwrap<NatsConnection>().info?.max_payload ?? DEFAULT_MAX_PAYLOAD;
    } catch {
      // not connected yet: keep the default
    }
    return maxPayload - HEADER_ROOM;
  }
}
