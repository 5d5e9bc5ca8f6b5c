import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface Replica {
  /** e.g. `maintenance-2`. */
  name: string;
  pid: number;
  /** Every line it printed (pino JSON for services, text otherwise). */
  lines: string[];
  /** Ends it at once, as a crash or a lost machine would; nothing restarts it. Resolves once it is gone. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** Every replica started and not yet stopped, so a failed start leaves none behind. */
const running = new Set<Replica>();
/** Every replica started in this run, killed ones included, for their logs. */
const everStarted: Replica[] = [];

export async function stopEveryReplica(): Promise<void> {
  await Promise.all([...running].map((r) => r.stop()));
}

/** Writes each replica's output to `<dir>/<name>.log` (what a failed run is read from). */
export function keepReplicaLogs(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const replica of everStarted) writeFileSync(join(dir, `${replica.name}.log`), `${replica.lines.join('\n')}\n`);
}

/** SIGKILL, resolved when the process has exited: until then it may still take requests. */
export function killed(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode) return done();
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}

/**
 * One replica started from its built `dist`, as a deployment runs it (no launcher, so nothing
 * restarts what the test kills); resolves once it prints `ready`.
 */
export function startReplica(name: string, script: string, env: NodeJS.ProcessEnv, ready: RegExp, timeoutMs = 180_000): Promise<Replica> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    const replica: Replica = {
      name,
      pid: child.pid!,
      lines,
      kill: () => killed(child),
      stop: () =>
        new Promise<void>((done) => {
          running.delete(replica);
          if (child.exitCode !== null || child.signalCode) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5000).unref();
        }),
    };
    running.add(replica);
    everStarted.push(replica);
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} was not ready after ${timeoutMs} ms:\n${lines.slice(-20).join('\n')}`));
    }, timeoutMs);
    let started = false;
    const onLine = (line: string) => {
      lines.push(line);
      if (!started && ready.test(line)) {
        started = true;
        clearTimeout(timer);
        resolve(replica);
      }
    };
    createInterface({ input: child.stdout! }).on('line', onLine);
    createInterface({ input: child.stderr! }).on('line', onLine);
    child.once('exit', (code, signal) => {
      if (started) return;
      clearTimeout(timer);
      reject(new Error(`${name} exited (${signal ?? code}) before it was ready:\n${lines.slice(-20).join('\n')}`));
    });
  });
}
