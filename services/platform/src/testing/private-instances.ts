import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, chmodSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultInboxPrefix, type NatsAuth } from '../nats/connect';
import { NATS_IDENTITIES, natsPermissions, type NatsIdentity } from '../nats/permissions';

/**
 * Private NATS and PostgreSQL instances for tests and for `npm start` on a machine where only
 * the binaries exist. Each lives in its own temp directory on a free loopback port.
 */
export interface PrivateInstance {
  url: string;
  stop(): Promise<void>;
}

/** Ports this process handed out lately: the system may give a just-closed port again at once. */
const handedOut: number[] = [];

/**
 * A loopback port nobody listens on, and not one this process handed out lately: the stack asked
 * for the gateway's port and then the loopback Stripe's, got the same one twice, and the gateway
 * found it taken (EADDRINUSE).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await anyFreePort();
    if (handedOut.includes(port)) continue;
    handedOut.push(port);
    if (handedOut.length > 256) handedOut.shift();
    return port;
  }
}

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export function findNatsServer(): string | undefined {
  const candidates = [process.env.NATS_SERVER_BIN, '/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    return execFileSync('sh', ['-c', 'command -v nats-server'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

export const NATS_INSTALL_HINT =
  'nats-server was not found. Install it (Debian: `apt-get install nats-server`) or set NATS_URL to a running NATS server with JetStream.';

async function waitForPort(port: number, child: ChildProcess, what: string, timeoutMs = 15000): Promise<void> {
  const { connect } = await import('node:net');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not open port ${port} in ${timeoutMs} ms`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

export interface PrivateNats extends PrivateInstance {
  /** With `auth`: how each identity connects (user, password, inbox prefix). */
  credentials?: Record<NatsIdentity, NatsAuth>;
}

export interface PrivateNatsOptions {
  /**
   * Refuse anonymous clients: one user per service and the gateway, with random passwords
   * and the subject permissions of ADR 0013, written to a 0600 config beside the store.
   */
  auth?: boolean;
  /** Serve TLS with this certificate; with `caFile`, require client certificates signed by it. */
  tls?: { certFile: string; keyFile: string; caFile?: string };
}

/** One user per identity with a fresh random password (a restart rotates them all). */
export function generateNatsCredentials(): Record<NatsIdentity, NatsAuth> {
  const credentials = {} as Record<NatsIdentity, NatsAuth>;
  for (const identity of NATS_IDENTITIES)
    credentials[identity] = { user: identity, password: randomBytes(24).toString('base64url'), inboxPrefix: defaultInboxPrefix(identity) };
  return credentials;
}

/** nats-server configuration (JSON is valid NATS config) holding the users and their permissions. */
export function natsAuthorizationConfig(credentials: Record<NatsIdentity, NatsAuth>): string {
  const users = NATS_IDENTITIES.map((identity) => ({
    user: credentials[identity].user,
    password: credentials[identity].password,
    permissions: natsPermissions(identity),
  }));
  return JSON.stringify({ authorization: { users } }, null, 2);
}

export async function startPrivateNats(storeDir?: string, options: PrivateNatsOptions = {}): Promise<PrivateNats> {
  const bin = findNatsServer();
  if (!bin) throw new Error(NATS_INSTALL_HINT);
  const port = await freePort();
  const dir = storeDir ?? mkdtempSync(join(tmpdir(), 'portico-nats-'));
  const args = ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir];
  let credentials: Record<NatsIdentity, NatsAuth> | undefined;
  if (options.auth) {
    mkdirSync(dir, { recursive: true });
    credentials = generateNatsCredentials();
    const configFile = join(dir, 'portico-auth.conf');
    rmSync(configFile, { force: true });
    writeFileSync(configFile, natsAuthorizationConfig(credentials), { mode: 0o600 });
    args.push('-c', configFile);
  }
  if (options.tls) {
    args.push('--tls', '--tlscert', options.tls.certFile, '--tlskey', options.tls.keyFile);
    if (options.tls.caFile) args.push('--tlsverify', '--tlscacert', options.tls.caFile);
  }
  const child = spawn(bin, args, { stdio: 'ignore' });
  await waitForPort(port, child, 'nats-server');
  return {
    url: `nats://127.0.0.1:${port}`,
    ...(credentials ? { credentials } : {}),
    async stop() {
      await stopChild(child);
      if (!storeDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(root, v, 'bin', 'initdb'))) return join(root, v, 'bin');
  return undefined;
}

export function hasPostgresBinaries(): boolean {
  return postgresBinDir() !== undefined;
}

/** PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user. */
function asPostgresUser(bin: string, args: string[]): { cmd: string; args: string[] } {
  if (process.getuid?.() === 0) return { cmd: 'runuser', args: ['-u', 'postgres', '--', bin, ...args] };
  return { cmd: bin, args };
}

/**
 * The port opens before PostgreSQL accepts sessions ("the database system is starting up"), and on
 * a busy machine the gap is long enough for a first connection to fail: wait for pg_isready.
 */
async function waitForConnections(binDir: string, port: number, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`postgres exited with code ${child.exitCode}`);
    try {
      execFileSync(join(binDir, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`postgres on port ${port} did not accept connections in ${timeoutMs} ms`);
}

export async function startPrivatePostgres(): Promise<PrivateInstance> {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error('PostgreSQL binaries not found (Debian: apt-get install postgresql), or set DATABASE_URL');
  const dir = mkdtempSync(join(tmpdir(), 'portico-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  const init = asPostgresUser(join(binDir, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  execFileSync(init.cmd, init.args, { stdio: 'ignore' });
  const run = asPostgresUser(join(binDir, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=300',
  ]);
  const child = spawn(run.cmd, run.args, { stdio: 'ignore' });
  await waitForPort(port, child, 'postgres');
  await waitForConnections(binDir, port, child);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
