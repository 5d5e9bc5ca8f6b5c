import { resolve } from 'node:path';
import { startEdge } from './edge-server';

/**
 * The edge on its own, as its container image runs it: the console, the remotes and the runtime
 * manifest from the build folders beside it, `/api/*` proxied to the gateway. No development
 * identity provider and no mail sink: production names a real issuer and SMTP server.
 */
async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (!env.GATEWAY_URL) throw new Error('GATEWAY_URL is not set (where the gateway answers, e.g. http://gateway:3000)');
  const port = Number(env.PORT ?? 8080);
  const edge = await startEdge({
    port,
    host: env.PORTICO_HOST || env.HOST || '127.0.0.1',
    // dist/edge/edge-main.js → the folder holding shell/ and mfe-*/ (the repository, or the image's /app).
    repoRoot: resolve(__dirname, '..', '..', '..', '..'),
    publicUrl: new URL(env.PORTICO_PUBLIC_URL ?? `http://localhost:${port}`),
    gatewayUrl: new URL(env.GATEWAY_URL),
    ...(env.OIDC_ISSUER ? { issuer: env.OIDC_ISSUER } : {}),
    stripe: env.PORTICO_STRIPE_ELEMENTS === 'on',
  });
  console.log(`edge listening on port ${edge.port}`);
  const stop = () => edge.server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
