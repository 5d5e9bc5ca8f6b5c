import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { DOMAINS, SEED_ACCOUNTS } from '@portico/contracts';
import type { NatsIdentity } from '@portico/platform';
import {
  createTestDatabase,
  freePort,
  stopChildProcess,
  startIsolatedNats,
  startTestIssuer,
  type PrivateNats,
  type TestIssuer,
} from '@portico/platform/testing';
import { assembleImage, type AssembledImage } from './assemble-image';

/**
 * Each Dockerfile's final stage, followed into a temporary folder (the same copies, the same
 * production install), and each service started from that folder alone against real NATS and
 * PostgreSQL: the images hold everything they need and nothing of the workspace.
 */
const repoRoot = resolve(__dirname, '..', '..');
const REMOTES = ['people', 'community', 'maintenance', 'billing'] as const;
const images = [
  ...DOMAINS.map((domain) => ({ name: domain, dockerfile: `${domain}.Dockerfile`, buildArgs: {} })),
  { name: 'gateway', dockerfile: 'gateway.Dockerfile', buildArgs: {} },
  { name: 'edge', dockerfile: 'edge.Dockerfile', buildArgs: {} },
  ...REMOTES.map((remote) => ({ name: `mfe-${remote}`, dockerfile: 'remote.Dockerfile', buildArgs: { REMOTE: remote } })),
];
/** Packages only the build needs: none may be in an image. */
const BUILD_ONLY = ['typescript', 'jest', 'webpack', 'eslint', 'drizzle-kit', '@swc/core', 'playwright-core'];

let folder: string;
let nats: PrivateNats;
let issuer: TestIssuer;
let database: { url: string; drop(): Promise<void> };
const assembled = new Map<string, AssembledImage>();
const running: { name: string; child: ChildProcess; env: NodeJS.ProcessEnv; output: string[] }[] = [];
const ports = new Map<string, number>();

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'portico-images-'));
  [nats, issuer, database] = await Promise.all([
    startIsolatedNats({ auth: true }),
    startTestIssuer(),
    createTestDatabase('portico_images'),
  ]);
  await Promise.all(
    images.map(async ({ name, dockerfile, buildArgs }) => {
      assembled.set(name, await assembleImage(join(__dirname, dockerfile), repoRoot, join(folder, name), buildArgs));
    }),
  );
}, 300_000);

afterAll(async () => {
  await Promise.all(running.map(({ child }) => stopChildProcess(child)));
  await Promise.all([nats?.stop(), issuer?.close(), database?.drop()]);
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test('every image holds its build output and production dependencies only, and runs as node', () => {
  expect([...assembled.keys()].sort()).toEqual(images.map((i) => i.name).sort());
  for (const [name, image] of assembled) {
    expect({ name, user: image.user }).toEqual({ name, user: 'node' });
    // Nothing above the image's root could lend it a module.
    for (let dir = dirname(image.root); dir !== dirname(dir); dir = dirname(dir)) expect(existsSync(join(dir, 'node_modules'))).toBe(false);
    const files = listFiles(image.root);
    const escaping = files.filter((f) => lstatSync(f).isSymbolicLink() && !realpathSync(f).startsWith(image.root + sep));
    expect({ name, escaping }).toEqual({ name, escaping: [] });
    const sources = files.filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !f.includes(`${sep}node_modules${sep}`));
    expect({ name, sources }).toEqual({ name, sources: [] });
    const tests = files.filter((f) => /\.test\.js$/.test(f) && !f.includes(`${sep}node_modules${sep}`));
    expect({ name, tests }).toEqual({ name, tests: [] });
    const buildOnly = BUILD_ONLY.filter((pkg) => existsSync(join(image.workdir, 'node_modules', pkg)));
    expect({ name, buildOnly }).toEqual({ name, buildOnly: [] });
  }
  // The edge and the remotes are static files and Node's own modules.
  for (const name of ['edge', ...REMOTES.map((r) => `mfe-${r}`)])
    expect(existsSync(join(assembled.get(name)!.workdir, 'node_modules'))).toBe(false);
  expect(existsSync(join(assembled.get('people')!.workdir, 'node_modules', '@nestjs', 'core'))).toBe(true);
});

test('the services, the gateway, the edge and a remote start from their folders alone and pass their health checks', async () => {
  const common = { OIDC_ISSUER: issuer.issuer, PORTICO_SEED: 'demo', PORTICO_CURSOR_SECRET: 'portico-images-test' };
  const natsEnv = (identity: NatsIdentity) => {
    const auth = nats.credentials![identity];
    return { NATS_URL: nats.url, NATS_USER: auth.user, NATS_PASSWORD: auth.password, NATS_INBOX_PREFIX: auth.inboxPrefix };
  };
  await Promise.all(
    DOMAINS.map(async (domain) => {
      await start(domain, { ...common, ...natsEnv(domain), DATABASE_URL: database.url, PORTICO_OPS_PORT: String(await port(domain)) });
      await healthy(domain);
    }),
  );
  await start('gateway', {
    ...common,
    ...natsEnv('gateway'),
    GATEWAY_PORT: String(await port('gateway')),
    PORTICO_OPS_PORT: String(await port('gateway-ops')),
  });
  // The gateway's health check is its readiness: every domain service answers over NATS.
  await healthy('gateway');
  await Promise.all([
    start('edge', { ...common, PORT: String(await port('edge')), GATEWAY_URL: `http://127.0.0.1:${ports.get('gateway')}` }).then(() =>
      healthy('edge'),
    ),
    start('mfe-billing', { PORT: String(await port('mfe-billing')) }).then(() => healthy('mfe-billing')),
  ]);

  const edge = `http://127.0.0.1:${ports.get('edge')}`;
  const page = await fetch(`${edge}/work-orders`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<div id="portico-root">');
  const manifest = (await (await fetch(`${edge}/remotes.json`)).json()) as { remotes: { name: string }[] };
  expect(manifest.remotes.map((r) => r.name).sort()).toEqual([...REMOTES].sort());
  // A signed-in request through the edge and the gateway to the people service and its database.
  const admin = SEED_ACCOUNTS.find((a) => a.roles.includes('administrator'))!;
  const properties = await fetch(`${edge}/api/v1/properties?limit=5`, {
    headers: { authorization: `Bearer ${await issuer.token(admin)}` },
  });
  expect(properties.status).toBe(200);
  expect(((await properties.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);

  const entry = await fetch(`http://127.0.0.1:${ports.get('mfe-billing')}/remoteEntry.js`);
  expect(entry.status).toBe(200);
  expect(entry.headers.get('content-type')).toContain('javascript');
}, 240_000);

async function port(name: string): Promise<number> {
  const chosen = await freePort();
  ports.set(name, chosen);
  return chosen;
}

/** Starts the image's CMD in its WORKDIR with its ENV plus what `docker run -e` would add. */
async function start(name: string, env: NodeJS.ProcessEnv): Promise<void> {
  const image = assembled.get(name)!;
  const [program, ...args] = image.cmd;
  expect(program).toBe('node');
  const containerEnv = { PATH: process.env.PATH ?? '', ...image.env, ...env };
  const child = spawn(process.execPath, args, { cwd: image.workdir, env: containerEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr.on('data', (d: Buffer) => output.push(d.toString()));
  running.push({ name, child, env: containerEnv, output });
}

/** Runs the image's HEALTHCHECK command in the running container's environment until it succeeds. */
async function healthy(name: string, deadlineMs = 150_000): Promise<void> {
  const image = assembled.get(name)!;
  const container = running.find((r) => r.name === name)!;
  const [program, ...args] = image.healthcheck;
  expect(program).toBe('node');
  const started = Date.now();
  for (;;) {
    if (container.child.exitCode !== null) throw new Error(`${name} exited (${container.child.exitCode}):\n${container.output.join('')}`);
    const code = await new Promise<number | null>((done) =>
      spawn(process.execPath, args, { cwd: image.workdir, env: container.env, stdio: 'ignore' }).on('exit', done),
    );
    if (code === 0) return;
    if (Date.now() - started > deadlineMs) throw new Error(`${name} never became healthy:\n${container.output.join('')}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}
