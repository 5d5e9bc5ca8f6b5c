import 'reflect-metadata';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { GatewayConfig } from './gateway-config';
export declare function createGateway(config: GatewayConfig): Promise<NestExpressApplication>;
