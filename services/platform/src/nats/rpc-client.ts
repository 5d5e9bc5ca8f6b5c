import { randomUUID } from 'node:crypto';
import { headers as natsHeaders, JSONCodec, type NatsConnection, ErrorCode as NatsErrorCode, NatsError } from 'nats';
import {
  DEFAULT_REQUEST_TIMEOUT_MS,
  DOMAIN_AREAS,
  DOMAINS,
  HEADERS,
  PorticoError,
  isErrorEnvelope,
  msg,
  type Domain,
  type LocalizedText,
} from '@portico/contracts';
import { injectTraceHeaders, withSpan, SpanKind } from '../observability/tracing';
import { timeNatsRequest } from '../observability/metrics';

/** The area of the product a subject belongs to, in each language, for "… is not available right now". */
function areaOf(subject: string): LocalizedText {
  const domain = subject.split('.')[0] as Domain;
  return DOMAINS.includes(domain) ? DOMAIN_AREAS[domain] : { en: 'This part of Portico', es: 'Esta parte de Portico' };
}

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
 * (503) and every call has a timeout (504). Every call is timed by subject and outcome.
 */
export class NatsRpcClient {
  constructor(private readonly nc: NatsConnection) {}

  async request<T>(subject: string, data: unknown, options: RpcCallOptions = {}): Promise<T> {
    return timeNatsRequest(subject, () => this.send<T>(subject, data, options));
  }

  private send<T>(subject: string, data: unknown, options: RpcCallOptions): Promise<T> {
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
              msg('error.areaUnavailable', { area: areaOf(subject) }),
              { service: subject.split('.')[0] },
              correlationId,
            );
          }
          if (err instanceof NatsError && err.code === NatsErrorCode.MaxPayloadExceeded) {
            throw new PorticoError('PAYLOAD_TOO_LARGE', msg('error.requestTooLarge'), undefined, correlationId);
          }
          if (err instanceof NatsError && err.code === NatsErrorCode.Timeout) {
            throw new PorticoError(
              'TIMEOUT',
              msg('error.areaTimeout', { area: areaOf(subject) }),
              { service: subject.split('.')[0] },
              correlationId,
            );
          }
          throw err;
        }
        const packet = codec.decode(reply.data) as { response?: T; err?: unknown };
        if (packet.err !== undefined && packet.err !== null) {
          if (isErrorEnvelope(packet.err)) throw PorticoError.fromEnvelope({ ...packet.err, correlationId });
          throw new PorticoError('INTERNAL', msg('error.serviceFailed'), undefined, correlationId);
        }
        return packet.response as T;
      },
    );
  }
}
