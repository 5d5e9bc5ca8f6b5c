import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type NatsConnection } from 'nats';
import { killed } from './replica-processes';
import {
  NATS_INSTALL_HINT,
  findNatsServer,
  freePort,
  generateNatsCredentials,
  natsAuthorizationConfig,
  type PrivateNats,
} from '@portico/platform/testing';

export interface ClusterNode {
  name: string;
  url: string;
  /** Ends the node at once (SIGKILL), as a crash or a lost machine would. */
  kill(): Promise<void>;
}

export interface NatsCluster {
  nodes: ClusterNode[];
  /** Every node's client URL, comma-separated, as NATS_URL takes it. */
  url: string;
  /** Each process kind's user (ADR 0013), the same on every node. */
  credentials: NonNullable<PrivateNats['credentials']>;
  /** A connection with no subject limits, for the test to read stream state. */
  observe(): Promise<NatsConnection>;
  stop(): Promise<void>;
}

/** The repository's root, where `.bench/` keeps what a run leaves. */
const repoRoot = join(__dirname, '..', '..');

const OBSERVER = { user: 'faults-observer', password: 'faults-observer' };

/**
 * Three nats-server processes in one cluster, each with JetStream and its own store, the
 * product's users and permissions on every node (plus an unrestricted observer), on free
 * loopback ports. Resolves once the cluster can place a stream on all three.
 */
export async function startNatsCluster(size = 3): Promise<NatsCluster> {
  const bin = findNatsServer();
  if (!bin) throw new Error(NATS_INSTALL_HINT);
  const root = mkdtempSync(join(tmpdir(), 'portico-faults-nats-'));
  const credentials = generateNatsCredentials();
  const authorization = (JSON.parse(natsAuthorizationConfig(credentials)) as { authorization: { users: unknown[] } }).authorization;
  authorization.users.push(OBSERVER);
  const ports = await Promise.all(Array.from({ length: size }, async () => ({ client: await freePort(), route: await freePort() })));
  const children: ChildProcess[] = [];
  const nodes: ClusterNode[] = ports.map((port, i) => {
    const name = `faults-n${i + 1}`;
    const dir = join(root, name);
    mkdirSync(dir, { recursive: true });
    const config = {
      server_name: name,
      host: '127.0.0.1',
      port: port.client,
      jetstream: { store_dir: join(dir, 'store'), max_memory_store: 64 * 1024 * 1024, max_file_store: 1024 * 1024 * 1024 },
      // Kept after the run (see `stop`): what the nodes said when a fault was not ridden out.
      log_file: join(dir, 'nats.log'),
      logtime: true,
      cluster: {
        name: 'portico-faults',
        host: '127.0.0.1',
        port: port.route,
        routes: ports.filter((_, j) => j !== i).map((p) => `nats-route://127.0.0.1:${p.route}`),
      },
      authorization,
    };
    const configFile = join(dir, 'nats.conf');
    writeFileSync(configFile, JSON.stringify(config, null, 2), { mode: 0o600 });
    const child = spawn(bin, ['-c', configFile], { stdio: 'ignore' });
    children.push(child);
    return { name, url: `nats://127.0.0.1:${port.client}`, kill: () => killed(child) };
  });
  const url = nodes.map((n) => n.url).join(',');
  const observe = () =>
    connect({ servers: url.split(','), user: OBSERVER.user, pass: OBSERVER.password, maxReconnectAttempts: -1, reconnectTimeWait: 250 });
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 3000).unref();
          }),
      ),
    );
    // Each node's log survives the run in `.bench/faults-nats/` (git-ignored), beside the report.
    const logs = join(repoRoot, '.bench', 'faults-nats');
    mkdirSync(logs, { recursive: true });
    for (const node of nodes) {
      const log = join(root, node.name, 'nats.log');
      if (existsSync(log)) copyFileSync(log, join(logs, `${node.name}.log`));
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await untilStreamsReplicate(observe, size);
  } catch (err) {
    await stop();
    throw err;
  }
  return { nodes, url, credentials, observe, stop };
}

/** Waits for a JetStream meta leader and every peer: a probe stream of `replicas` copies is placed. */
async function untilStreamsReplicate(observe: () => Promise<NatsConnection>, replicas: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    let nc: NatsConnection | undefined;
    try {
      nc = await observe();
      const jsm = await nc.jetstreamManager();
      await jsm.streams.add({ name: 'FAULTS_PROBE', subjects: ['faults.probe'], num_replicas: replicas });
      await jsm.streams.delete('FAULTS_PROBE');
      return;
    } catch (err) {
      last = err;
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      await nc?.close();
    }
  }
  throw new Error(`the NATS cluster did not form in ${timeoutMs} ms: ${String(last)}`);
}
