import { resolve } from 'node:path';
import { DEMO_PASSWORD, SEED_ACCOUNTS } from '@portico/contracts';
import { listenHostFrom, repoRootFrom, startStack } from './stack';
import { SUPERVISOR_LINE } from './child-processes';

/**
 * This process hosts the edge, the development identity provider and the mail sink: an error
 * that escapes one request (or one connection) is logged, never allowed to end it.
 */
function keepRunningOnStrayErrors(): void {
  process.on('uncaughtException', (err) => console.error('[launcher] uncaught exception (kept running):', err));
  process.on('unhandledRejection', (reason) => console.error('[launcher] unhandled rejection (kept running):', reason));
}

/** `npm start`: the whole product on its embedded defaults, on one origin. */
async function main(): Promise<void> {
  keepRunningOnStrayErrors();
  const repoRoot = repoRootFrom(__dirname);
  const port = Number(process.env.PORT ?? 8080);
  const quiet = process.env.PORTICO_QUIET === '1';
  const stack = await startStack({
    port,
    host: listenHostFrom(process.env),
    repoRoot,
    dataDir: resolve(repoRoot, process.env.PORTICO_DATA_DIR ?? '.data'),
    env: process.env,
    log: (line) => {
      if (!quiet || SUPERVISOR_LINE.test(line)) console.log(line);
    },
  });
  const lines = [
    '',
    `Portico is running at ${stack.url}`,
    '',
    ...(stack.usingDevIdp
      ? [
          'Demo sign-ins (password for all: ' + DEMO_PASSWORD + '):',
          ...SEED_ACCOUNTS.map((a) => `  ${a.roles.join(', ').padEnd(18)} ${a.email}`),
        ]
      : [`Sign in through ${process.env.OIDC_ISSUER}`]),
    ...(stack.mailbox ? ['', `Mail Portico sends (invitations, join requests) lands in ${stack.mailbox}`] : []),
    '',
    'Press Ctrl+C to stop.',
  ];
  console.log(lines.join('\n'));
  const shutdown = () => {
    void stack.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
