import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts a Node program and resolves once it prints `readyPattern`. Its output is prefixed
 * with its name; a program that exits before it is ready rejects with its last lines.
 */
export function startNodeProcess(
  name: string,
  script: string,
  env: NodeJS.ProcessEnv,
  readyPattern: RegExp,
  log: (line: string) => void,
  timeoutMs = 60_000,
): Promise<ManagedProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--enable-source-maps', script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tail: string[] = [];
    let ready = false;
    const timer = setTimeout(() => reject(new Error(`${name} was not ready after ${timeoutMs} ms:\n${tail.join('\n')}`)), timeoutMs);
    const onLine = (line: string) => {
      tail.push(line);
      if (tail.length > 20) tail.shift();
      log(`[${name}] ${line}`);
      if (!ready && readyPattern.test(line)) {
        ready = true;
        clearTimeout(timer);
        resolve({ name, child, stop: () => stopProcess(child) });
      }
    };
    createInterface({ input: child.stdout! }).on('line', onLine);
    createInterface({ input: child.stderr! }).on('line', onLine);
    child.once('exit', (code) => {
      if (!ready) {
        clearTimeout(timer);
        reject(new Error(`${name} exited with code ${code} before it was ready:\n${tail.join('\n')}`));
      } else log(`[${name}] exited with code ${code}`);
    });
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
