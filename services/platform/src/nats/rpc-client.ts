import { randomUUID } from 'node:crypto';
import { headers as natsHeaders, JSONCodec, type NatsConnection, ErrorCode as NatsErrorCode, NatsError } from 'nats';
import { DEFAULT_REQUEST_TIMEOUT_MS, HEADERS, PorticoError, domainAreaOf, isErrorEnvelope } from '@portico/contracts';
import { injectTraceHeaders, withSpan, SpanKind } from '../observability/tracing';

const codec = JSONCodec<unknown>();

export interface RpcCallOptions {
  authorization?: string;
  viewAs?: string;
  correlationId?: string;
  timeoutMs?: number;
}

/**
 * Request-reply over NATS speaking Nest's wire format ({pattern,data,id} → {response|err}).
 * Unlike Nest's ClientProxy it uses NATS `request`, so "no responders" is detected at once
 * (503) and every call has a timeout (504).
 */
export class NatsRpcClient {
  constructor(private readonly nc: NatsConnection) {}

  async request<T>(subject: string, data: unknown, options: RpcCallOptions = {}): Promise<T> {
    return withSpan(
      `nats request ${subject}`,
      { kind: SpanKind.CLIENT, attributes: { 'messaging.system': 'nats', 'messaging.destination.name': subject } },
      async () => {
        const h = natsHeaders();
        if (options.authorization) h.set(HEADERS.authorization, options.authorization);
        if (options.viewAs) h.set(HEADERS.viewAs, options.viewAs);
        const correlationId = options.correlationId ?? randomUUID();
        h.set(HEADERS.correlationId, correlationId);
        injectTraceHeaders(h);
        let reply;
        try {
          reply = await this.nc.request(subject, codec.encode({ pattern: subject, data, id: randomUUID() }), {
            timeout: options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
            headers: h,
          });
        } catch (err) {
          if (err instanceof NatsError && err.code === NatsErrorCode.NoResponders) {
            throw new PorticoError(
              'SERVICE_UNAVAILABLE',
              `${domainAreaOf(subject) ?? 'This part of Portico'} is not available right now. Please try again in a moment.`,
              { service: subject.split('.')[0] },
              correlationId,
            );
          }
          if (err instanceof NatsError && err.code === NatsErrorCode.MaxPayloadExceeded) {
            throw new PorticoError('PAYLOAD_TOO_LARGE', 'The request is too large to send', undefined, correlationId);
          }
          if (err instanceof NatsError && err.code === NatsErrorCode.Timeout) {
            throw new PorticoError(
              'TIMEOUT',
              `${domainAreaOf(subject) ?? 'This part of Portico'} did not answer in time. Please try again in a moment.`,
              { service: subject.split('.')[0] },
              correlationId,
            );
          }
          throw err;
        }
        const packet = codec.decode(reply.data) as { response?: T; err?: unknown };
        if (packet.err !== undefined && packet.err !== null) {
          if (isErrorEnvelope(packet.err)) throw PorticoError.fromEnvelope({ ...packet.err, correlationId });
          throw new PorticoError('INTERNAL', 'The service failed to handle the request', undefined, correlationId);
        }
        return packet.response as T;
      },
    );
  }
}
