import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { NatsConnection } from 'nats';
import { HEADERS } from '@portico/contracts';
import { NatsRpcClient, type RpcCallOptions } from '@portico/platform';
import { correlationIdOf } from '../observability/correlation';
import { GATEWAY_CONFIG, GATEWAY_NATS } from '../tokens';
import type { GatewayConfig } from '../gateway-config';

/** Forwards a request to a domain service with the caller's token, correlation id and trace. */
@Injectable()
export class ServiceClient {
  private readonly rpc: NatsRpcClient;

  constructor(
    @Inject(GATEWAY_NATS) nc: NatsConnection,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.rpc = new NatsRpcClient(nc);
  }

  /** `timeoutMs`: a declared route's own wait, used where it is longer than the gateway's. */
  forward<T>(request: Pick<Request, 'headers'>, subject: string, payload: unknown, timeoutMs?: number): Promise<T> {
    return this.rpc.request<T>(subject, payload, this.callOptions(request, timeoutMs));
  }

  /** The same, for an answer passed on as is: an object or array comes as the JSON the service wrote (a Buffer). */
  forwardJson(request: Pick<Request, 'headers'>, subject: string, payload: unknown): Promise<Buffer | unknown> {
    return this.rpc.requestJson(subject, payload, this.callOptions(request));
  }

  /** The caller's token, view-as, correlation id and the wait. */
  private callOptions(request: Pick<Request, 'headers'>, timeoutMs?: number): RpcCallOptions {
    const options: RpcCallOptions = {
      correlationId: correlationIdOf(request),
      timeoutMs: Math.max(this.config.requestTimeoutMs, timeoutMs ?? 0),
    };
    if (request.headers.authorization) options.authorization = request.headers.authorization;
    const viewAs = request.headers[HEADERS.viewAs];
    if (typeof viewAs === 'string') options.viewAs = viewAs;
    return options;
  }
}
