import { backoffDelay } from '@portico/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface ManagedProcess {
  name: string;
  /** The running child (a restart replaces it). */
  readonly child: ChildProcess;
  /** How many times it was restarted after an unexpected exit. */
  readonly restarts: number;
  stop(): Promise<void>;
}

export interface Backoff {
  /** Delay before the first restart. */
  initialMs: number;
  /** The delay doubles per consecutive crash, up to this cap. */
  maxMs: number;
  /** A child that stayed up this long is healthy again: the next crash starts from initialMs. */
  resetAfterMs: number;
}

/** Lines the supervisor itself writes about a child (shown even when child output is quiet). */
export const SUPERVISOR_LINE = /^\[[\w-]+\] (exited unexpectedly|ready again after restart)/;

export const DEFAULT_BACKOFF: Backoff = { initialMs: 500, maxMs: 30_000, resetAfterMs: 60_000 };

/** The restart delay after `crashes` consecutive crashes (1 = the first). */
export function restartDelay(crashes: number, backoff: Backoff = DEFAULT_BACKOFF): number {
  return backoffDelay(crashes, backoff);
}

// Compiled beside this file in dist/; from the sources (tests), the built copy is used.
const EXIT_WITH_PARENT = [join(__dirname, 'exit-with-parent.js'), join(__dirname, '..', 'dist', 'exit-with-parent.js')].find((f) =>
  existsSync(f),
);

/** Spawns a Node program that ends itself when the launcher ends (see exit-with-parent). */
function spawnNode(script: string, env: NodeJS.ProcessEnv): ChildProcess {
  if (!EXIT_WITH_PARENT) throw new Error('exit-with-parent.js is not built: run npm run build:server');
  return spawn(process.execPath, ['--enable-source-maps', '--require', EXIT_WITH_PARENT, script], {
    env: { ...process.env, ...env },
    // stdin is the lifeline: the launcher keeps it open and never writes to it.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/**
 * Starts a Node program and resolves once it prints `readyPattern`, then supervises it: an
 * unexpected exit is logged with its code and the program restarted with exponential backoff
 * (capped). Its output is prefixed with its name; a program that exits before it is first
 * ready rejects with its last lines.
 */
export function startNodeProcess(
  name: string,
  script: string,
  env: NodeJS.ProcessEnv,
  readyPattern: RegExp,
  log: (line: string) => void,
  // A first start on embedded PGlite migrates and seeds in WebAssembly: half a minute on an idle
  // two-core machine, over three minutes on a busy one. A crash ends the wait at once; this only
  // bounds a process that hangs, so it is generous.
  timeoutMs = 600_000,
  backoff: Backoff = DEFAULT_BACKOFF,
): Promise<ManagedProcess> {
  return new Promise((resolve, reject) => {
    let stopping = false;
    let restarts = 0;
    let crashes = 0;
    let restartTimer: NodeJS.Timeout | undefined;
    let child!: ChildProcess;

    const managed: ManagedProcess = {
      name,
      get child() {
        return child;
      },
      get restarts() {
        return restarts;
      },
      stop() {
        stopping = true;
        if (restartTimer) clearTimeout(restartTimer);
        return stopProcess(child);
      },
    };

    const run = (firstStart: boolean) => {
      const current = spawnNode(script, env);
      child = current;
      const startedAt = Date.now();
      const tail: string[] = [];
      let ready = false;
      const timer = firstStart
        ? setTimeout(() => {
            stopping = true;
            void stopProcess(current);
            reject(new Error(`${name} was not ready after ${timeoutMs} ms:\n${tail.join('\n')}`));
          }, timeoutMs)
        : undefined;
      const onLine = (line: string) => {
        tail.push(line);
        if (tail.length > 20) tail.shift();
        log(`[${name}] ${line}`);
        if (!ready && readyPattern.test(line)) {
          ready = true;
          if (timer) clearTimeout(timer);
          if (firstStart) resolve(managed);
          else log(`[${name}] ready again after restart ${restarts}`);
        }
      };
      createInterface({ input: current.stdout! }).on('line', onLine);
      createInterface({ input: current.stderr! }).on('line', onLine);
      current.stdin!.on('error', () => undefined); // the child may close it first; never fatal here
      current.once('exit', (code, signal) => {
        if (timer) clearTimeout(timer);
        const how = signal ? `signal ${signal}` : `code ${code}`;
        if (stopping) return log(`[${name}] stopped (${how})`);
        if (firstStart && !ready) {
          stopping = true;
          return reject(new Error(`${name} exited with ${how} before it was ready:\n${tail.join('\n')}`));
        }
        crashes = Date.now() - startedAt >= backoff.resetAfterMs ? 1 : crashes + 1;
        const delay = restartDelay(crashes, backoff);
        log(`[${name}] exited unexpectedly with ${how}; restarting in ${delay} ms (restart ${restarts + 1})`);
        restartTimer = setTimeout(() => {
          restartTimer = undefined;
          if (stopping) return;
          restarts += 1;
          run(false);
        }, delay);
      });
    };
    run(true);
  });
}

export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}
