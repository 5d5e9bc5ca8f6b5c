import { type DynamicModule, type MiddlewareConsumer, type NestModule, type OnApplicationShutdown } from '@nestjs/common';
import type { NatsConnection } from 'nats';
import { EventFanout } from './push/event-fanout';
import type { GatewayConfig } from './gateway-config';
export declare class GatewayModule implements NestModule, OnApplicationShutdown {
    private readonly nc;
    private readonly fanout;
    constructor(nc: NatsConnection, fanout: EventFanout);
    static forConfig(config: GatewayConfig): DynamicModule;
    configure(consumer: MiddlewareConsumer): void;
    onApplicationShutdown(): Promise<void>;
}
