import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * A real process with the guards installed, running the built code as services do (`npm test`
 * builds first): a request-scoped rejection and a thrown callback are logged, and the process
 * carries on.
 */
it('logs an unhandled rejection and an uncaught exception and keeps the process running', () => {
  const dist = join(__dirname, '..', '..', 'dist', 'observability');
  const guards = join(dist, 'process-guards.js');
  const logger = join(dist, 'logger.js');
  const script = `
    const { installProcessGuards } = require(${JSON.stringify(guards)});
    const { createLogger } = require(${JSON.stringify(logger)});
    installProcessGuards(createLogger('guarded'));
    void Promise.reject(new Error('reply failed'));
    setTimeout(() => { throw new Error('callback threw'); }, 10);
    setTimeout(() => console.log('still alive'), 200);
  `;
  const output = execFileSync(process.execPath, ['-e', script], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info' },
  });
  expect(output).toContain('unhandled promise rejection');
  expect(output).toContain('reply failed');
  expect(output).toContain('uncaught exception');
  expect(output).toContain('callback threw');
  expect(output).toContain('still alive');
});
