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

/** How Nest's NATS transport starts a successful reply (`{response, isDisposed, id}`, in that order). */
const RESPONSE_PREFIX = Buffer.from('{"response":');
/** …and ends it: the request's id is ours, a UUID. */
const REPLY_SUFFIX = /^,"isDisposed":true,"id":"[0-9a-f-]{36}"}$/;

/**
 * The JSON of a reply's `response`, cut out of Nest's packet without parsing it, or undefined if
 * the packet is not exactly `{"response":…,"isDisposed":true,"id":"<uuid>"}` (ADR 0093). The
 * packet was written by `JSON.stringify`, so these bytes are what parsing and writing the
 * response again would give. The suffix is searched from the end: nothing follows the response.
 */
export function responseJsonOf(data: Uint8Array): Buffer | undefined {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (bytes.length < RESPONSE_PREFIX.length || !bytes.subarray(0, RESPONSE_PREFIX.length).equals(RESPONSE_PREFIX)) return undefined;
  const end = bytes.lastIndexOf(',"isDisposed":');
  if (end <= RESPONSE_PREFIX.length || !REPLY_SUFFIX.test(bytes.toString('latin1', end))) return undefined;
  return bytes.subarray(RESPONSE_PREFIX.length, end);
}

/** A reply's response, or the PorticoError it carries. */
function responseOf<T>(data: Uint8Array, correlationId: string): T {
  const packet = codec.decode(data) as { response?: T; err?: unknown };
  if (packet.err !== undefined && packet.err !== null) {
    if (isErrorEnvelope(packet.err)) throw PorticoError.fromEnvelope({ ...packet.err, correlationId });
    throw new PorticoError('INTERNAL', msg('error.serviceFailed'), undefined, correlationId);
  }
  return packet.response as T;
}

/**
 * Request-reply over NATS speaking Nest's wire format ({pattern,data,id} → {response|err}).
 * Unlike Nest's ClientProxy it uses NATS `request`, so "no responders" is detected at once
 * (503) and every call has a timeout (504). Every call is timed by subject and outcome.
 */
export class NatsRpcClient {
  constructor(private readonly nc: NatsConnection) {}

  async request<T>(subject: string, data: unknown, options: RpcCallOptions = {}): Promise<T> {
    return timeNatsRequest(subject, () => this.send(subject, data, options, responseOf<T>));
  }

  /**
   * The same call, for a caller that only passes the response on: an object or array comes as
   * its JSON, a Buffer of the bytes the service wrote, neither parsed nor written again (ADR
   * 0093); anything else (none, a string) as `request` gives it.
   */
  async requestJson(subject: string, data: unknown, options: RpcCallOptions = {}): Promise<Buffer | unknown> {
    return timeNatsRequest(subject, () =>
      this.send(subject, data, options, (reply, correlationId) => {
        const json = responseJsonOf(reply);
        return json && (json[0] === 0x7b || json[0] === 0x5b) ? json : responseOf<unknown>(reply, correlationId);
      }),
    );
  }

  private send<R>(
    subject: string,
    data: unknown,
    options: RpcCallOptions,
    read: (reply: Uint8Array, correlationId: string) => R,
  ): Promise<R> {
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
        return read(reply.data, correlationId);
      },
    );
  }
}
