import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { NatsConnection } from 'nats';
import { HEADERS } from '@portico/contracts';
import { NatsRpcClient } from '@portico/platform';
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
    const options: { authorization?: string; correlationId: string; timeoutMs: number } = {
      correlationId: correlationIdOf(request),
      timeoutMs: Math.max(this.config.requestTimeoutMs, timeoutMs ?? 0),
    };
    if (request.headers.authorization) options.authorization = request.headers.authorization;
    const viewAs = request.headers[HEADERS.viewAs];
    return this.rpc.request<T>(subject, payload, { ...options, ...(typeof viewAs === 'string' ? { viewAs } : {}) });
  }
}
