import { join } from 'node:path';
import type { Domain } from '@portico/contracts';
import { natsAuthFromEnv, type NatsAuth } from '../nats/connect';
import { streamReplicasFromEnv } from '../nats/stream-replicas';
import { opsPortFromEnv, type OpsPort } from '../ops/ops-server';

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
  /** HTTP liveness/readiness and metrics (`PORTICO_OPS_PORT`); absent = none. */
  ops?: OpsPort;
  /** Copies of the service's streams in a NATS cluster (`NATS_STREAM_REPLICAS`, default 1). */
  streamReplicas?: number;
  /**
   * How long a starting domain waits for the people service to confirm it learnt the domain's
   * permissions (`PORTICO_AWAIT_PEOPLE_MS`, default 120 s) before it counts as started; absent
   * (the test harness): asked once.
   */
  awaitPeopleMs?: number;
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
    awaitPeopleMs: Number(env.PORTICO_AWAIT_PEOPLE_MS ?? 120_000),
  };
  const natsAuth = natsAuthFromEnv(domain, env);
  if (natsAuth) config.natsAuth = natsAuth;
  const databaseUrl = env[`${upper}_DATABASE_URL`] ?? env.DATABASE_URL;
  if (databaseUrl) config.databaseUrl = databaseUrl;
  else config.dataDir = join(env.PORTICO_DATA_DIR ?? '.data', domain);
  if (env.OIDC_JWKS_URI) config.oidcJwksUri = env.OIDC_JWKS_URI;
  if (env.OIDC_AUDIENCE) config.oidcAudience = env.OIDC_AUDIENCE;
  const ops = opsPortFromEnv(env);
  if (ops) config.ops = ops;
  return config;
}
