import type { Request } from 'express';
import type { NatsConnection } from 'nats';
import type { GatewayConfig } from '../gateway-config';
/** Forwards a request to a domain service with the caller's token, correlation id and trace. */
export declare class ServiceClient {
    private readonly config;
    private readonly rpc;
    constructor(nc: NatsConnection, config: GatewayConfig);
    forward<T>(request: Request, subject: string, payload: unknown): Promise<T>;
}
