import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { createTestDatabase, freePort } from '@portico/platform/testing';

const repoRoot = resolve(__dirname, '..', '..');

export interface RunningStack {
  url: string;
  /** The launcher's process id. */
  pid: number;
  /** Everything the launcher printed so far (its children's lines are prefixed with their name). */
  output: string[];
  stop(): Promise<void>;
}

export interface StackOptions {
  /**
   * `'embedded'`: no DATABASE_URL at all, so every service opens its embedded database in the
   * fresh data folder, exactly as `npm start` on a new machine. Default `'postgres'`: a fresh
   * database on the test server (faster to start, and what most suites assert against).
   */
  database?: 'postgres' | 'embedded';
  /** The tree whose built launcher runs (a copy with one domain rebuilt, `infra/deploy-alone`); default this one. */
  root?: string;
  /** How long the launcher may take to say it is running; default 90 s. */
  startTimeoutMs?: number;
}

/**
 * The product started exactly as `npm start` starts it (the built launcher), on a free port,
 * with its own nats-server and a fresh data folder; its database a fresh PostgreSQL one from
 * the test server, or (`database: 'embedded'`) the embedded default.
 */
export async function startStackForTest(extraEnv: NodeJS.ProcessEnv = {}, options: StackOptions = {}): Promise<RunningStack> {
  const port = await freePort();
  const database = options.database === 'embedded' ? undefined : await createTestDatabase('portico_e2e');
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PORTICO_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...extraEnv,
  };
  if (!database) delete env.DATABASE_URL;
  delete env.NATS_URL; // the launcher spawns a private nats-server, as on a fresh machine
  const child: ChildProcess = spawn(process.execPath, [join(options.root ?? repoRoot, 'infra', 'dev-stack', 'dist', 'main.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`stack did not start:\n${output.join('\n')}`)), options.startTimeoutMs ?? 240_000);
    const onLine = (line: string) => {
      output.push(line);
      const match = /Portico is running at (\S+)/.exec(line);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    };
    createInterface({ input: child.stdout! }).on('line', onLine);
    createInterface({ input: child.stderr! }).on('line', onLine);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`stack exited with ${code}:\n${output.join('\n')}`));
    });
  });
  return {
    url,
    pid: child.pid!,
    output,
    async stop() {
      await new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      });
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
