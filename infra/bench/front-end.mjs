// Front-end bench (ADR 0051), printed as JSON: what a cold console costs in Chromium — bytes
// transferred (headers and bodies as they crossed the wire), requests, the largest script, and
// the largest contentful paint — for the administrator's dashboard and the work-order list;
// then the same pages again with a warm cache (what revalidation saves).
// Runs alone (`node infra/bench/front-end.mjs`) or from run.mjs. Loopback only, bounded.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { createTestDatabase, freePort, startPrivatePostgres } from '@portico/platform/testing';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Targets of issue 18: a cold page moves at most this much and paints its largest content by then. */
export const FRONT_END_TARGETS = { transferredBytes: 600_000, largestContentfulPaintMs: 1000 };
const PAGES = [
  { name: 'dashboard', path: '/dashboard/analytics' },
  { name: 'ordersList', path: '/orders/list' },
];
const QUIET_MS = 1000;
const SETTLE_LIMIT_MS = 60_000;

/** The product as `npm start` starts it, on a free port with a fresh database. */
async function startStack(cleanups) {
  const port = await freePort();
  if (!process.env.DATABASE_URL) {
    const server = await startPrivatePostgres();
    cleanups.push(() => server.stop());
    process.env.DATABASE_URL = server.url;
  }
  const database = await createTestDatabase('portico_bench_web');
  cleanups.push(() => database.drop());
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-bench-web-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PORTICO_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  env.DATABASE_URL = database.url;
  delete env.NATS_URL;
  const child = spawn(process.execPath, [join(root, 'infra/dev-stack/dist/main.js')], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    if (child.exitCode === null && !child.signalCode) child.kill('SIGTERM');
    await stopped;
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bench: the stack did not start in 120 s')), 120_000);
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /Portico is running at (\S+)/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`bench: the stack exited with ${code}`)));
  });
}

/**
 * Follows one page's network through the DevTools protocol: bytes on the wire per finished
 * request, and when the network went quiet. A server-sent event stream never finishes and is
 * not waited for.
 */
async function watchNetwork(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  const inFlight = new Set();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    if (!requests.has(requestId)) requests.set(requestId, { url: request.url, type, bytes: 0, status: 0, encoding: '' });
    inFlight.add(requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const entry = requests.get(requestId);
    if (entry) {
      entry.status = response.status;
      entry.encoding = response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '';
    }
    if (response.mimeType === 'text/event-stream') inFlight.delete(requestId);
    lastActivity = Date.now();
  });
  const done = ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry && encodedDataLength) entry.bytes = encodedDataLength;
    inFlight.delete(requestId);
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  return {
    cdp,
    async quiet() {
      const deadline = Date.now() + SETTLE_LIMIT_MS;
      while (Date.now() < deadline) {
        if (inFlight.size === 0 && Date.now() - lastActivity >= QUIET_MS) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`bench: the network never went quiet (${inFlight.size} requests in flight)`);
    },
    summary() {
      const all = [...requests.values()];
      const scripts = all.filter((r) => r.type === 'Script').sort((a, b) => b.bytes - a.bytes);
      if (process.env.BENCH_WEB_VERBOSE)
        for (const r of all.sort((a, b) => b.bytes - a.bytes)) console.error(r.bytes, r.status, r.encoding, r.type, r.url);
      return {
        transferredBytes: all.reduce((sum, r) => sum + r.bytes, 0),
        requests: all.length,
        notModified: all.filter((r) => r.status === 304).length,
        compressed: all.filter((r) => r.encoding).length,
        largestScript: scripts[0] ? { url: new URL(scripts[0].url).pathname, transferredBytes: scripts[0].bytes } : null,
      };
    },
  };
}

/** The last largest-contentful-paint candidate of the page, milliseconds after navigation start. */
function largestContentfulPaint(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => resolve(Math.round(list.getEntries().at(-1).startTime))).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        setTimeout(() => resolve(null), 2000);
      }),
  );
}

/** One load of `path` in a new tab of the signed-in context; `cold` empties the HTTP cache first. */
async function loadPage(context, baseUrl, path, cold) {
  const page = await context.newPage();
  try {
    const network = await watchNetwork(context, page);
    if (cold) await network.cdp.send('Network.clearBrowserCache');
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('main').waitFor({ timeout: SETTLE_LIMIT_MS });
    await network.quiet();
    if (new URL(page.url()).pathname !== path) throw new Error(`bench: ${path} ended on ${page.url()}`);
    return { ...network.summary(), largestContentfulPaintMs: await largestContentfulPaint(page) };
  } finally {
    await page.close();
  }
}

/** Signs the administrator in through the development identity provider, in `context`. */
async function signIn(context, baseUrl) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('sign-in').click();
  await page.waitForURL(/\/oidc\//);
  await page.fill('input[name=email]', 'admin@portico.test');
  await page.fill('input[name=password]', 'portico-demo');
  await page.click('button[type=submit]');
  await page.waitForURL(/\/dashboard\//);
  await page.close();
}

/** Cold and warm loads of the dashboard and the work-order list, against `baseUrl` (or a stack it starts). */
export async function measureFrontEnd(baseUrl) {
  const cleanups = [];
  try {
    const url = baseUrl ?? (await startStack(cleanups));
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
    });
    cleanups.push(() => browser.close());
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    await signIn(context, url);
    const results = {};
    for (const { name, path } of PAGES) {
      // One untimed load first, so the services' own first-query costs are not the page's.
      await loadPage(context, url, path, true);
      const cold = await loadPage(context, url, path, true);
      const warm = await loadPage(context, url, path, false);
      results[name] = {
        path,
        cold: {
          ...cold,
          withinTargets:
            cold.transferredBytes <= FRONT_END_TARGETS.transferredBytes &&
            cold.largestContentfulPaintMs !== null &&
            cold.largestContentfulPaintMs <= FRONT_END_TARGETS.largestContentfulPaintMs,
        },
        warm,
      };
    }
    return { targets: FRONT_END_TARGETS, ...results };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await measureFrontEnd(process.argv[2]);
  console.log(JSON.stringify({ benchmark: 'console front end (Chromium)', results }, null, 2));
}
