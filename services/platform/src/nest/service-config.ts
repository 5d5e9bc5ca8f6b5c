import { join } from 'node:path';
import type { Domain } from '@portico/contracts';
import { natsAuthFromEnv, type NatsAuth } from '../nats/connect';
import { streamReplicasFromEnv } from '../nats/stream-replicas';

/** Runtime configuration of a domain service, read from the environment. */
export interface ServiceConfig {
  domain: Domain;
  natsUrl: string;
  /** This service's NATS credentials/TLS; absent = anonymous (an open NATS). */
  natsAuth?: NatsAuth;
  /** PostgreSQL URL; absent = embedded PGlite under dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  oidcIssuer: string;
  oidcJwksUri?: string;
  oidcAudience?: string;
  /** Seed demo data on first start (the embedded default does). */
  seedDemoData: boolean;
  /** HTTP liveness/readiness for orchestrators (`PORTICO_OPS_PORT`); absent = none. */
  ops?: { port: number; host: string };
  /** Copies of the service's streams in a NATS cluster (`NATS_STREAM_REPLICAS`, default 1). */
  streamReplicas?: number;
}

export function serviceConfigFromEnv(domain: Domain, env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const upper = domain.toUpperCase();
  const natsUrl = env.NATS_URL;
  if (!natsUrl) throw new Error('NATS_URL is not set (npm start spawns nats-server and sets it)');
  const config: ServiceConfig = {
    domain,
    natsUrl,
    oidcIssuer: env.OIDC_ISSUER ?? 'http://localhost:8080/oidc',
    seedDemoData: (env.PORTICO_SEED ?? 'demo') === 'demo',
    streamReplicas: streamReplicasFromEnv(env),
  };
  const natsAuth = natsAuthFromEnv(domain, env);
  if (natsAuth) config.natsAuth = natsAuth;
  const databaseUrl = env[`${upper}_DATABASE_URL`] ?? env.DATABASE_URL;
  if (databaseUrl) config.databaseUrl = databaseUrl;
  else config.dataDir = join(env.PORTICO_DATA_DIR ?? '.data', domain);
  if (env.OIDC_JWKS_URI) config.oidcJwksUri = env.OIDC_JWKS_URI;
  if (env.OIDC_AUDIENCE) config.oidcAudience = env.OIDC_AUDIENCE;
  if (env.PORTICO_OPS_PORT) {
    const port = Number(env.PORTICO_OPS_PORT);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORTICO_OPS_PORT is not a port: ${env.PORTICO_OPS_PORT}`);
    // Probes come from outside the container: every interface unless told otherwise.
    config.ops = { port, host: env.PORTICO_OPS_HOST ?? '0.0.0.0' };
  }
  return config;
}
