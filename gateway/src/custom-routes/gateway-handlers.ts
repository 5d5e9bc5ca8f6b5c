import type { Request } from 'express';
import type { RouteDef } from '@portico/contracts';
import type { ServiceClient } from '../resources/service-client';
import { receiveWebhook } from '../webhooks/receive-webhook';

export interface GatewayHandlerContext {
  req: Request;
  route: RouteDef;
  services: ServiceClient;
}

/** Answers a declared route the generic forwarding cannot (its declaration says `gatewayHandler`). */
export type GatewayHandler = (context: GatewayHandlerContext) => Promise<unknown>;

/**
 * The gateway's own handlers, by route name: each exists because of a transport need, never a
 * domain rule (those live behind NATS). A declaration and its handler must come together.
 */
export const GATEWAY_HANDLERS: Readonly<Record<string, GatewayHandler>> = {
  'webhook.receive': receiveWebhook,
};
