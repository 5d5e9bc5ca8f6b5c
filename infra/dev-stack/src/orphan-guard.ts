import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isAlive } from './process-tree';

/**
 * For programs that are not Node (nats-server) and so cannot watch their own lifeline: a small
 * watchdog holds the launcher's pipe on its stdin and ends the given pids when it closes,
 * i.e. when the launcher is gone, however it went. In its own process group, so a Ctrl+C
 * aimed at the launcher does not end the watchdog first.
 */
export function guardAgainstOrphans(pids: readonly number[]): { dismiss(): void } {
  if (pids.length === 0) return { dismiss: () => undefined };
  const script = [join(__dirname, 'orphan-guard.js'), join(__dirname, '..', 'dist', 'orphan-guard.js')].find((f) => existsSync(f));
  if (!script) throw new Error('orphan-guard.js is not built: run npm run build:server');
  const guard: ChildProcess = spawn(process.execPath, [script, ...pids.map(String)], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  });
  guard.stdin!.on('error', () => undefined);
  guard.unref();
  return {
    dismiss: () => {
      guard.kill('SIGTERM');
    },
  };
}

/** The watchdog itself: `node orphan-guard.js <pid>...`. */
function runGuard(pids: number[]): void {
  const signal = (sig: NodeJS.Signals) => {
    for (const pid of pids) {
      try {
        if (isAlive(pid)) process.kill(pid, sig);
      } catch {
        // gone in between: nothing left to end
      }
    }
  };
  const endAll = () => {
    signal('SIGTERM');
    setTimeout(() => {
      signal('SIGKILL');
      process.exit(0);
    }, 3000);
  };
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => process.exit(0)); // dismissed: the launcher stopped them itself
  process.stdin.on('end', endAll);
  process.stdin.on('error', endAll);
  process.stdin.resume();
}

if (require.main === module) runGuard(process.argv.slice(2).map(Number).filter(Number.isInteger));
