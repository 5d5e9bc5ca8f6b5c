import type { Logger } from './logger';

let installed = false;

/**
 * Logs unhandled rejections and uncaught exceptions instead of letting Node end the process.
 * Almost all work in a service is request-scoped: one failed request (or a reply the transport
 * refused) must not take every other caller down with it. Installed once per process.
 */
export function installProcessGuards(log: Logger): void {
  if (installed) return;
  installed = true;
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled promise rejection (process kept running)');
  });
  process.on('uncaughtException', (err, origin) => {
    log.error({ err, origin }, 'uncaught exception (process kept running)');
  });
}
