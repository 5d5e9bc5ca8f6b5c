#!/usr/bin/env node
import { resolve } from 'node:path';
import { DEMO_PASSWORD, SEED_ACCOUNTS } from '@portico/contracts';
import { DEFAULT_CONSOLE_ORIGINS, startDevIdp } from './server';

/**
 * Standalone development identity provider.
 *   PORT             listen port (default 8180)
 *   HOST             listen interface (default 127.0.0.1)
 *   ISSUER           public issuer URL (default http://localhost:<PORT>/oidc)
 *   IDP_KEY_FILE     private JWKS file, created when missing (default .data/dev-idp/jwks.json)
 *   CONSOLE_ORIGINS  comma-separated console origins (default http://localhost:8080)
 */
async function main(): Promise<void> {
  const env = process.env;
  const port = Number(env['PORT'] ?? 8180);
  const origins = env['CONSOLE_ORIGINS']
    ?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

  const idp = await startDevIdp({
    port,
    host: env['HOST'] || '127.0.0.1',
    issuer: env['ISSUER'] || ((bound) => `http://localhost:${bound}/oidc`),
    keyFile: resolve(env['IDP_KEY_FILE'] || '.data/dev-idp/jwks.json'),
    consoleOrigins: origins?.length ? origins : DEFAULT_CONSOLE_ORIGINS,
  });

  console.log(`dev identity provider: ${idp.issuer} (listening on port ${idp.port})`);
  console.log(`discovery: ${idp.issuer}/.well-known/openid-configuration`);
  console.log(`demo accounts (password "${DEMO_PASSWORD}"): ${SEED_ACCOUNTS.map((a) => a.email).join(', ')}`);

  const stop = () => {
    idp.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
