import { resolve } from 'node:path';
import { natsAuthFromEnv, opsPortFromEnv, streamReplicasFromEnv, type NatsAuth, type OpsPort } from '@portico/platform';

/** Gateway configuration, from the environment. */
export interface GatewayConfig {
  port: number;
  host: string;
  natsUrl: string;
  /** The gateway's NATS credentials/TLS; absent = anonymous (an open NATS). */
  natsAuth?: NatsAuth;
  oidcIssuer: string;
  oidcJwksUri?: string;
  oidcAudience?: string;
  requestTimeoutMs: number;
  /** Where attachments are kept when no S3 bucket is configured (under `files/`). */
  dataDir?: string;
  /** Copies of the shared rate-limit bucket in a NATS cluster (`NATS_STREAM_REPLICAS`, default 1). */
  streamReplicas?: number;
  /**
   * Entities' reads served straight from the HTTP server (ADR 0089); `GATEWAY_DIRECT_READS=off`
   * sends them through Express and Nest like every other route. Default on.
   */
  directReads?: boolean;
  /** Readiness and metrics for Prometheus on a port of their own (`PORTICO_OPS_PORT`); absent = none. */
  ops?: OpsPort;
}

export function gatewayConfigFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  if (!env.NATS_URL) throw new Error('NATS_URL is not set');
  const config: GatewayConfig = {
    port: Number(env.GATEWAY_PORT ?? env.PORT ?? 3000),
    host: env.GATEWAY_HOST ?? '127.0.0.1',
    natsUrl: env.NATS_URL,
    oidcIssuer: env.OIDC_ISSUER ?? 'http://localhost:8080/oidc',
    requestTimeoutMs: Number(env.GATEWAY_REQUEST_TIMEOUT_MS ?? 5000),
    streamReplicas: streamReplicasFromEnv(env),
  };
  if (env.GATEWAY_DIRECT_READS === 'off') config.directReads = false;
  const natsAuth = natsAuthFromEnv('gateway', env);
  if (natsAuth) config.natsAuth = natsAuth;
  if (env.OIDC_JWKS_URI) config.oidcJwksUri = env.OIDC_JWKS_URI;
  if (env.OIDC_AUDIENCE) config.oidcAudience = env.OIDC_AUDIENCE;
  config.dataDir = resolve(env.PORTICO_DATA_DIR ?? '.data');
  const ops = opsPortFromEnv(env);
  if (ops) config.ops = ops;
  return config;
}
