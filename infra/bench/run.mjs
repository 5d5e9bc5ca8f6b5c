// npm run bench: performance of the full request path, beside baselines measured in the same
// run, printed as JSON. Loopback only; every load phase is bounded in time.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import autocannon from 'autocannon';
import { LIST_COUNT_CAP, SEED_ACCOUNTS, property, unit } from '@portico/contracts';
import {
  ClaimsAccessResolver,
  MirrorConsumer,
  MirrorStore,
  NatsRpcClient,
  ResourceService,
  TokenVerifier,
  createLogger,
  openDatabase,
  tableFor,
} from '@portico/platform';
import { connect } from 'nats';
import pg from 'pg';
import { generateScalePortfolio } from '../../services/people/dist/portfolio/scale-portfolio.js';
import { startPrivateNats, startPrivatePostgres, startTestIssuer, createTestDatabase, freePort } from '@portico/platform/testing';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SCALE_UNITS = Number(process.env.BENCH_UNITS ?? 100_000);
// The bench signs a deep cursor itself: it and the services it spawns share one cursor key.
process.env.PORTICO_CURSOR_SECRET ??= randomBytes(32).toString('base64url');
const DEEP = Math.floor(SCALE_UNITS * 0.9);
const MIRROR_EVENTS = Number(process.env.BENCH_MIRROR_EVENTS ?? 300);
// BENCH_ONLY=path,maintenance runs those parts alone (a part is `path`, `scale`, `mirror`,
// `front-end` or a domain's name); unset, every part runs. Repeating one part to see its
// spread on a busy machine should not cost the whole bench.
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((p) => p.trim())) : undefined;
const runs = (part) => !ONLY || ONLY.has(part);
const cleanups = [];
/** The processes the bench started, by script, for their CPU time. */
const processes = new Map();

/** CPU milliseconds (user + system) a process has used so far; undefined off Linux. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** The process running `program` with `-p <port>` on its command line (the private NATS). */
function pidListening(program, port) {
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (args[0]?.endsWith(program) && args.includes(String(port))) return Number(pid);
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

/**
 * Runs `fn`, answering how many CPU milliseconds each started process spent meanwhile, and
 * the PostgreSQL backends serving `backends()` (their pids) together as `postgres`.
 */
async function withCpu(fn, backends = async () => []) {
  const before = new Map([...processes].map(([name, pid]) => [name, cpuMs(pid)]));
  const pgBefore = new Map((await backends()).map((pid) => [pid, cpuMs(pid)]));
  const result = await fn();
  const spent = {};
  for (const [name, pid] of processes) {
    const at = cpuMs(pid);
    if (at !== undefined && before.get(name) !== undefined) spent[name] = at - before.get(name);
  }
  let postgres = 0;
  for (const pid of await backends()) postgres += (cpuMs(pid) ?? 0) - (pgBefore.get(pid) ?? 0);
  if (postgres > 0) spent.postgres = postgres;
  return { result, spent };
}

/** The PostgreSQL backends serving the bench's database, but for `stats`'s own. */
async function backendPids(stats) {
  const { rows } = await stats.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
  return rows.map((r) => r.pid);
}

/** CPU milliseconds a second by process, over `seconds` in which the bench sends nothing. */
async function atRestCpu(databaseUrl, seconds = 5) {
  const stats = new pg.Client({ connectionString: databaseUrl });
  await stats.connect();
  const { spent } = await withCpu(
    () => new Promise((r) => setTimeout(r, seconds * 1000)),
    () => backendPids(stats),
  );
  await stats.end();
  return Object.fromEntries(Object.entries(spent).map(([process, ms]) => [process, Math.round(ms / seconds)]));
}

function startNode(script, env, ready) {
  return new Promise((resolve, reject) => {
    // BENCH_CPU_PROF=<dir>: each process writes a V8 CPU profile there when the bench stops it.
    const profile = process.env.BENCH_CPU_PROF
      ? [
          '--cpu-prof',
          `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`,
          '--require',
          join(dirname(fileURLToPath(import.meta.url)), 'exit-on-sigterm.cjs'),
        ]
      : [];
    const child = spawn(process.execPath, [...profile, script], {
      env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    cleanups.push(() => child.kill('SIGTERM'));
    processes.set(/(\w+)\/dist\/main\.js$/.exec(script)?.[1] ?? /([\w-]+)\.m?js$/.exec(script)[1], child.pid);
    createInterface({ input: child.stdout }).on('line', (line) => {
      const m = ready.exec(line);
      if (m) resolve(m);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited ${code}`)));
  });
}

function summarize(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
  };
}

async function load(url, token, seconds = DURATION) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { authorization: `Bearer ${token}` } });
  return summarize(result);
}

/** Sequential calls in this process: latency percentiles of the query alone. */
async function direct(fn, seconds) {
  const latencies = [];
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const t = process.hrtime.bigint();
    await fn();
    latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  latencies.sort((a, b) => a - b);
  const at = (q) => Number(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(3));
  return {
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50ms: at(0.5),
    p99ms: at(0.99),
    errors: 0,
    requests: latencies.length,
    concurrency: 1,
  };
}

async function main() {
  const nats = await startPrivateNats();
  cleanups.push(() => nats.stop());
  const natsPid = pidListening('nats-server', new URL(nats.url).port);
  if (natsPid) processes.set('nats-server', natsPid);
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const pg = await startPrivatePostgres();
    cleanups.push(() => pg.stop());
    adminUrl = pg.url;
  }
  process.env.DATABASE_URL = adminUrl;
  const db = await createTestDatabase('portico_bench');
  cleanups.push(() => db.drop());
  const issuer = await startTestIssuer();
  cleanups.push(() => issuer.close());
  const env = { NATS_URL: nats.url, DATABASE_URL: db.url, OIDC_ISSUER: issuer.issuer, PORTICO_SEED: 'demo' };

  // The 100k-unit portfolio, generated before the services start.
  let generationSeconds = 0;
  if (runs('scale') || runs('mirror')) {
    const scaleDb = await openDatabase({ url: db.url, schema: 'people', migrationsFolder: join(root, 'services/people/migrations') });
    const generationStarted = Date.now();
    await generateScalePortfolio(scaleDb.db, SCALE_UNITS);
    generationSeconds = (Date.now() - generationStarted) / 1000;
    await scaleDb.close();
  }
  // Each domain's data at scale, before its service starts.
  const benches = (await domainBenches()).filter(([domain]) => runs(domain));
  const prepared = {};
  for (const [domain, m] of benches) if (m.prepare) prepared[domain] = await m.prepare({ databaseUrl: db.url, adminUrl });

  await startNode(join(root, 'services/people/dist/main.js'), env, /listening on NATS/);
  await startNode(join(root, 'services/maintenance/dist/main.js'), env, /maintenance service listening on NATS/);
  await startNode(join(root, 'services/community/dist/main.js'), env, /community service listening on NATS/);
  const gatewayPort = await freePort();
  await startNode(join(root, 'gateway/dist/main.js'), { ...env, GATEWAY_PORT: String(gatewayPort) }, /gateway listening/);
  const [, baselinePort] = await startNode(join(root, 'infra/bench/single-process-server.mjs'), env, /baseline listening (\d+)/);
  let floorPort;
  if (runs('path')) {
    await startNode(join(root, 'infra/bench/floor-service.mjs'), env, /floor service listening/);
    [, floorPort] = await startNode(join(root, 'infra/bench/floor-gateway.mjs'), env, /floor gateway listening (\d+)/);
  }
  const settle = await settled(db.url, nats.url);

  const admin = SEED_ACCOUNTS.find((a) => a.roles.includes('administrator'));
  const token = await issuer.token(admin, { expiresInSeconds: 3600 });
  const verifier = new TokenVerifier({ issuer: issuer.issuer }, new ClaimsAccessResolver());
  const principal = await verifier.verify(token);
  const manager = SEED_ACCOUNTS.find((a) => a.email === 'manager@portico.test');
  const managerToken = await issuer.token(manager, { expiresInSeconds: 3600 });
  const database = await openDatabase({ url: db.url, schema: 'people', migrationsFolder: join(root, 'services/people/migrations') });
  cleanups.push(() => database.close());

  const report = {
    benchmark: 'authenticated list of properties (limit 25)',
    config: { durationSeconds: DURATION, connections: CONNECTIONS, cores: (await import('node:os')).cpus().length },
    settle,
    // CPU milliseconds each process spends a second with no request: the background work
    // (relays, consumers, schedulers) that every per-request figure below also carries.
    cpuMsPerSecondAtRest: await atRestCpu(db.url),
  };
  const ratios = {};
  if (runs('path')) {
    const edgePort = await freePort();
    await startNode(
      join(root, 'infra/dev-stack/dist/edge/edge-main.js'),
      { PORT: String(edgePort), GATEWAY_URL: `http://127.0.0.1:${gatewayPort}` },
      /edge listening/,
    );
    const { fullPath, fullPathViaEdge, floorPath, singleProcessHttp, directQuery } = await measureRequestPath({
      gatewayPort,
      edgePort,
      baselinePort,
      floorPort,
      token,
      service: new ResourceService(property, tableFor(property), database.db),
      principal,
      databaseUrl: db.url,
    });
    report.results = {
      fullPath: {
        description: 'HTTP → gateway (JWT, permission) → NATS request-reply → people service (JWT, scope) → PostgreSQL',
        ...fullPath,
      },
      fullPathViaEdge: {
        description: 'the same through the edge (HTTP proxy to the gateway), as the console calls it',
        ...fullPathViaEdge,
      },
      floorPath: {
        description:
          'the floor of the path: HTTP → one NATS request → the same handler (JWT, scope, query), nothing else in either process',
        ...floorPath,
      },
      singleProcessHttp: { description: 'the same handler (JWT, scope, query) over HTTP in one process', ...singleProcessHttp },
      directQuery: { description: 'the same list query called directly, sequentially', ...directQuery },
    };
    Object.assign(ratios, {
      fullPathThroughputVsSingleProcess: ratio(fullPath.requestsPerSecond, singleProcessHttp.requestsPerSecond),
      fullPathViaEdgeThroughputVsSingleProcess: ratio(fullPathViaEdge.requestsPerSecond, singleProcessHttp.requestsPerSecond),
      // What the architecture's hop alone allows on this machine, and how near the product is to it.
      floorPathThroughputVsSingleProcess: ratio(floorPath.requestsPerSecond, singleProcessHttp.requestsPerSecond),
      fullPathThroughputVsFloorPath: ratio(fullPath.requestsPerSecond, floorPath.requestsPerSecond),
      // CPU spent per request by every process involved: on a machine others share, steadier
      // than requests per second, and its inverse is what the throughput ratio tends to when
      // the path is CPU-bound.
      singleProcessCpuVsFullPath: ratio(singleProcessHttp.cpuMsPerRequest.total, fullPath.cpuMsPerRequest.total),
      singleProcessCpuVsFullPathViaEdge: ratio(singleProcessHttp.cpuMsPerRequest.total, fullPathViaEdge.cpuMsPerRequest.total),
      singleProcessCpuVsFloorPath: ratio(singleProcessHttp.cpuMsPerRequest.total, floorPath.cpuMsPerRequest.total),
      fullPathP50VsSingleProcess: ratio(fullPath.p50ms, singleProcessHttp.p50ms),
      fullPathP99VsSingleProcess: ratio(fullPath.p99ms, singleProcessHttp.p99ms),
      fullPathP50VsDirectQuery: ratio(fullPath.p50ms, directQuery.p50ms),
    });
  }
  if (runs('scale')) {
    const { scale, ratios: scaleRatios } = await measureUnitsAtScale({
      database,
      databaseUrl: db.url,
      gatewayPort,
      token,
      managerToken,
      principal,
      verifier,
    });
    report.scale = { units: SCALE_UNITS, generationSeconds, ...scale };
    Object.assign(ratios, scaleRatios);
  }
  if (runs('mirror')) report.mirrorLag = await measureMirrorLag(nats.url, db.url, token);
  /** @type {BenchContext} */
  const context = {
    adminUrl,
    databaseUrl: db.url,
    gatewayPort,
    issuer,
    verifier,
    token,
    managerToken,
    load,
    alternating,
    compared,
    direct,
    seconds: Math.min(DURATION, 5),
    cleanups,
  };
  const domains = {};
  for (const [domain, m] of benches) domains[domain] = { ...prepared[domain], ...(await m.bench(context)) };
  if (benches.length > 0) report.domains = domains;
  if (runs('front-end'))
    console.log(
      JSON.stringify(
        { benchmark: 'console front end (Chromium)', results: await (await import('./front-end.mjs')).measureFrontEnd() },
        null,
        2,
      ),
    );
  report.ratios = ratios;
  console.log(JSON.stringify(report, null, 2));
}

/**
 * Loads that are compared with each other (a first page and a deep one), after the same
 * warm-up, alternating in BENCH_ROUNDS rounds (default 1) whose figures are pooled: neither is
 * measured alone in a neighbour's burst of work or right after the warm-up. Each answers
 * `pool`'s figures and the CPU milliseconds every started process spent per request.
 */
async function alternating(urls, token, warmUpSeconds = 2) {
  for (const url of Object.values(urls)) await load(url, token, warmUpSeconds);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
  const seconds = Math.max(1, Math.round(DURATION / rounds));
  const results = Object.fromEntries(Object.keys(urls).map((name) => [name, { runs: [], cpuMs: {} }]));
  for (let round = 0; round < rounds; round += 1)
    for (const [name, url] of Object.entries(urls)) {
      const { result, spent } = await withCpu(() => load(url, token, seconds));
      results[name].runs.push(result);
      for (const [process, ms] of Object.entries(spent)) results[name].cpuMs[process] = (results[name].cpuMs[process] ?? 0) + ms;
    }
  return Object.fromEntries(
    Object.entries(results).map(([name, { runs, cpuMs }]) => {
      const answered = runs.reduce((n, r) => n + r.requests, 0);
      const perRequest = (ms) => Number((ms / answered).toFixed(2));
      const byProcess = Object.fromEntries(Object.entries(cpuMs).map(([process, ms]) => [process, perRequest(ms)]));
      const total = perRequest(Object.values(cpuMs).reduce((n, ms) => n + ms, 0));
      return [name, { ...pool(runs), cpuMsPerRequest: total, cpuMsPerRequestByProcess: byProcess }];
    }),
  );
}

/** `a` over `b`, to two decimals. */
function ratio(a, b) {
  return Number((a / b).toFixed(2));
}

/** How `a` compares with `b`, two results of `alternating`: p50, p99 and CPU per request, a over b. */
function compared(a, b) {
  return { p50: ratio(a.p50ms, b.p50ms), p99: ratio(a.p99ms, b.p99ms), cpuPerRequest: ratio(a.cpuMsPerRequest, b.cpuMsPerRequest) };
}

/**
 * Waits until the services are at rest: every outbox relayed and every JetStream consumer caught
 * up. Data at scale is generated through the seeding path, so each of its 100k records has an
 * event waiting: measured while the relays publish them, every load competes with that work, and
 * every state message makes each replica forget page one's remembered count (ADR 0079), so
 * page one is counted again and again. A user's portfolio at rest has no such backlog.
 * Answers the seconds it took and whether rest was reached before the time out.
 */
async function settled(databaseUrl, natsUrl, timeoutMs = 900_000) {
  const started = Date.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const nc = await connect({ servers: natsUrl });
  const jsm = await nc.jetstreamManager();
  const { rows: outboxes } = await client.query(`select table_schema from information_schema.tables where table_name = 'outbox'`);
  const unpublished = async () => {
    let n = 0;
    for (const { table_schema: schema } of outboxes)
      n += (await client.query(`select count(*)::int as n from "${schema}".outbox where published_at is null`)).rows[0].n;
    return n;
  };
  // A consumer whose service is not running here never catches up: pending that stops
  // moving for a few seconds counts as at rest.
  const pending = async () => {
    let n = 0;
    for await (const stream of jsm.streams.list())
      for await (const c of jsm.consumers.list(stream.config.name)) n += c.num_pending + c.num_ack_pending;
    return n;
  };
  let last = -1;
  let stillSince = Date.now();
  let atRest = false;
  while (!atRest && Date.now() - started < timeoutMs) {
    const [outbox, consumers] = [await unpublished(), await pending()];
    if (consumers !== last) [last, stillSince] = [consumers, Date.now()];
    atRest = outbox === 0 && (consumers === 0 || Date.now() - stillSince > 5000);
    if (!atRest) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await nc.close();
  await client.end();
  // Figures taken before rest are still printed, marked as such.
  return { seconds: Math.round((Date.now() - started) / 1000), atRest };
}

/**
 * The request path against its own handler in one process, measured in one run so their ratio
 * holds on a busy machine. The loads alternate in BENCH_ROUNDS rounds (default 1) whose
 * figures are pooled: a neighbour's burst of work then falls on both sides alike.
 */
async function measureRequestPath({ gatewayPort, edgePort, baselinePort, floorPort, token, service, principal, databaseUrl }) {
  const path = '/api/v1/properties?limit=25';
  const urls = {
    fullPath: `http://127.0.0.1:${gatewayPort}${path}`,
    fullPathViaEdge: `http://127.0.0.1:${edgePort}${path}`,
    floorPath: `http://127.0.0.1:${floorPort}${path}`,
    singleProcessHttp: `http://127.0.0.1:${baselinePort}${path}`,
  };
  // Warm-up: JIT, connection pools, JWKS caches.
  for (const url of Object.values(urls))
    await autocannon({ url, connections: 4, amount: 300, headers: { authorization: `Bearer ${token}` } });
  const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
  const seconds = Math.max(1, Math.round(DURATION / rounds));
  const raw = Object.fromEntries(Object.keys(urls).map((k) => [k, []]));
  // CPU milliseconds per answered request, by process: where the path's work is done.
  const cpu = Object.fromEntries(Object.keys(urls).map((k) => [k, {}]));
  // And PostgreSQL transactions per request (every process's, background work included).
  const stats = new pg.Client({ connectionString: databaseUrl });
  await stats.connect();
  const transactions = async () => {
    // The server publishes its counters about once a second.
    await new Promise((r) => setTimeout(r, 1200));
    const { rows } = await stats.query('select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()');
    return Number(rows[0].n);
  };
  const xacts = Object.fromEntries(Object.keys(urls).map((k) => [k, 0]));
  for (let round = 0; round < rounds; round += 1)
    for (const [name, url] of Object.entries(urls)) {
      const before = await transactions();
      const { result, spent } = await withCpu(
        () => load(url, token, seconds),
        () => backendPids(stats),
      );
      xacts[name] += (await transactions()) - before;
      raw[name].push(result);
      for (const [process, ms] of Object.entries(spent)) cpu[name][process] = (cpu[name][process] ?? 0) + ms;
    }
  await stats.end();
  const pooled = Object.fromEntries(
    Object.entries(raw).map(([name, results]) => {
      const answered = results.reduce((n, r) => n + r.requests, 0);
      const perRequest = Object.fromEntries(
        Object.entries(cpu[name])
          .filter(([, ms]) => ms / answered >= 0.01)
          .map(([process, ms]) => [process, Number((ms / answered).toFixed(2))]),
      );
      const total = Object.values(cpu[name]).reduce((n, ms) => n + ms, 0) / answered;
      return [
        name,
        {
          ...pool(results),
          cpuMsPerRequest: { ...perRequest, total: Number(total.toFixed(2)) },
          databaseTransactionsPerRequest: Number((xacts[name] / answered).toFixed(2)),
        },
      ];
    }),
  );
  const directQuery = await direct(() => service.list(principal, { limit: 25 }), Math.min(DURATION, 5));
  return { ...pooled, directQuery };
}

/** Rounds of one load, pooled: throughput is the mean, percentiles the worst round's. */
function pool(results) {
  if (results.length === 1) return results[0];
  const mean = (k) => Math.round(results.reduce((n, r) => n + r[k], 0) / results.length);
  const max = (k) => Math.max(...results.map((r) => r[k]));
  return {
    requestsPerSecond: mean('requestsPerSecond'),
    p50ms: max('p50ms'),
    p99ms: max('p99ms'),
    errors: results.reduce((n, r) => n + r.errors, 0),
    requests: results.reduce((n, r) => n + r.requests, 0),
    rounds: results.map((r) => ({ requestsPerSecond: r.requestsPerSecond, p50ms: r.p50ms, p99ms: r.p99ms })),
  };
}

/** Units at 100k: a page at depth 0 and one 90% of the way in, through the full path. */
async function measureUnitsAtScale({ database, databaseUrl, gatewayPort, token, managerToken, principal, verifier }) {
  const unitsListService = new ResourceService(unit, tableFor(unit), database.db);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const {
    rows: [deepRow],
  } = await client.query(
    `select unit_number, id from people.units where status = 'active' order by coalesce(unit_number, ''), id offset $1 limit 1`,
    [DEEP - 1],
  );
  // As the console would hold it: reached by paging, so it carries page one's total. Cursors
  // are signed for the user and list they continue, so each user gets their own.
  const deepPosition = { v: deepRow.unit_number, id: deepRow.id, t: SCALE_UNITS };
  const deepCursor = unitsListService.cursorAfter(principal, { limit: 25 }, deepPosition);
  const managerDeepCursor = unitsListService.cursorAfter(await verifier.verify(managerToken), { limit: 25 }, deepPosition);
  const unitsUrl = `http://127.0.0.1:${gatewayPort}/api/v1/units?limit=25`;
  const deepUrl = `${unitsUrl}&cursor=${deepCursor}`;
  const { depth0: unitsDepth0, deep: unitsDeep } = await alternating({ depth0: unitsUrl, deep: deepUrl }, token);
  const firstPage = await unitsListService.list(principal, { limit: 25 });
  // Search at 100k: `q` is ILIKE '%…%' over the searchable columns, answered by their trigram
  // indexes (ADR 0023). A unit number that matches a handful of rows out of 100k.
  const searchTerm = 'T17-0342';
  const searchUrl = `${unitsUrl}&q=${encodeURIComponent(searchTerm)}`;
  await autocannon({ url: searchUrl, connections: 4, amount: 100, headers: { authorization: `Bearer ${token}` } });
  const unitsSearch = await load(searchUrl, token);
  const searchPage = await unitsListService.list(principal, { limit: 25, q: searchTerm });
  const searchDirect = await direct(() => unitsListService.list(principal, { limit: 25, q: searchTerm }), Math.min(DURATION, 5));
  const unitsDeepManager = await load(`${unitsUrl}&cursor=${managerDeepCursor}`, managerToken);
  const offsetDeep = await direct(
    () =>
      client.query(`select * from people.units where status = 'active' order by coalesce(unit_number, ''), id offset $1 limit 25`, [DEEP]),
    Math.min(DURATION, 5),
  );
  const keysetDeepDirect = await direct(() => unitsListService.list(principal, { limit: 25, cursor: deepCursor }), Math.min(DURATION, 5));
  await client.end();
  const firstDeepPage = await unitsListService.list(principal, { limit: 25, cursor: deepCursor });
  return {
    scale: {
      deepPosition: DEEP,
      deepPageFirstUnit: firstDeepPage.items[0]?.unitNumber,
      totalReported: firstDeepPage.total,
      firstPageCount: { total: firstPage.total, totalIsExact: firstPage.totalIsExact },
      unitsListDepth0: {
        description: `GET /api/v1/units?limit=25, administrator, full path (page one counts at most ${LIST_COUNT_CAP} + 1 rows: total ${firstPage.total}, exact ${firstPage.totalIsExact})`,
        ...unitsDepth0,
      },
      unitsSearch: {
        description: `GET /api/v1/units?limit=25&q=${searchTerm}, administrator, full path (trigram index; ${searchPage.total} match)`,
        ...unitsSearch,
      },
      searchQuery: { description: 'the same search called directly, sequentially', ...searchDirect },
      unitsListDeep: {
        description: `GET /api/v1/units?limit=25&cursor=<row ${DEEP}>, administrator, full path (keyset)`,
        ...unitsDeep,
      },
      unitsListDeepManager: {
        description: 'the same deep page as an org-scoped property manager (tenant-led index)',
        ...unitsDeepManager,
      },
      keysetDeepQuery: { description: 'the deep keyset page query alone, sequentially', ...keysetDeepDirect },
      offsetDeepQuery: { description: `the same page with OFFSET ${DEEP}, sequentially (what keyset avoids)`, ...offsetDeep },
    },
    ratios: {
      // The issue's goal: page one within 1.2× of a deep page.
      unitsFirstPageVsDeep: compared(unitsDepth0, unitsDeep),
      offsetVsKeysetDeepQueryP50: ratio(offsetDeep.p50ms, keysetDeepDirect.p50ms),
    },
  };
}

/**
 * What a domain's bench receives (`infra/bench/domains/<domain>.mjs`, found by name: adding one
 * edits no list here). A file exports `bench(context)` answering its results as JSON, and may
 * export `prepare({ databaseUrl, adminUrl })`, run before the services start (data at scale).
 * @typedef {{ adminUrl: string, databaseUrl: string, gatewayPort: number, issuer: unknown, verifier: unknown,
 *   token: string, managerToken: string, load: typeof load, alternating: typeof alternating, compared: typeof compared, direct: typeof direct, seconds: number,
 *   cleanups: (() => unknown)[] }} BenchContext
 */

/** Every domain's bench module, by domain name, in name order. */
async function domainBenches() {
  const dir = join(dirname(fileURLToPath(import.meta.url)), 'domains');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.mjs'))
    .sort();
  return Promise.all(files.map(async (f) => [f.slice(0, -'.mjs'.length), await import(join(dir, f))]));
}

const percentile = (sorted, q) => Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(3));

/**
 * Mirror lag (ADR 0021): a mirror of people's units kept in this process, as another service
 * keeps it. First its backfill of every unit from the state stream, then MIRROR_EVENTS unit
 * updates one after another: time from the state message's publish (seen on NATS) to its row
 * being written in the mirror.
 */
async function measureMirrorLag(natsUrl, databaseUrl, token) {
  const mirrorDb = await openDatabase({ url: databaseUrl, schema: 'billing', migrationsFolder: join(root, 'services/billing/migrations') });
  cleanups.push(() => mirrorDb.close());
  const nc = await connect({ servers: natsUrl });
  cleanups.push(() => nc.drain());
  const store = new MirrorStore(mirrorDb.db, 'billing', [unit]);
  // Timed when the transaction that wrote the row has committed.
  const applied = new Map();
  let inBatch = [];
  const applyMany = store.applyMany.bind(store);
  store.applyMany = async (events, db) => {
    for (const event of events) inBatch.push(`${event.data.id}:${event.data.version}`);
    return applyMany(events, db);
  };
  const transaction = store.transaction.bind(store);
  store.transaction = async (fn) => {
    inBatch = [];
    const result = await transaction(fn);
    const at = process.hrtime.bigint();
    for (const key of inBatch) applied.get(key)?.(at);
    return result;
  };
  const published = new Map();
  const watch = nc.subscribe('people.state.unit.*');
  void (async () => {
    for await (const msg of watch) {
      const event = JSON.parse(new TextDecoder().decode(msg.data));
      published.get(`${event.data.id}:${event.data.version}`)?.(process.hrtime.bigint());
    }
  })();

  const pgClient = new pg.Client({ connectionString: databaseUrl });
  await pgClient.connect();
  const {
    rows: [{ n: units }],
  } = await pgClient.query('select count(*)::int as n from people.units');
  // The people service relays its generated portfolio after it starts: the backfill is measured
  // once every unit's state is in the stream.
  for (let waited = 0; waited < 600_000; waited += 250) {
    const {
      rows: [{ n: pending }],
    } = await pgClient.query('select count(*)::int as n from people.outbox where published_at is null');
    if (pending === 0) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const backfillStarted = Date.now();
  const consumer = new MirrorConsumer(nc, 'billing', store, createLogger('bench-mirror'));
  cleanups.push(() => consumer.stop());
  await consumer.start();
  let mirrored = 0;
  while (mirrored < units && Date.now() - backfillStarted < 600_000) {
    await new Promise((r) => setTimeout(r, 250));
    mirrored = await store.count('unit');
  }
  const backfillSeconds = (Date.now() - backfillStarted) / 1000;

  const {
    rows: [target],
  } = await pgClient.query("select id, version from people.units where status = 'active' order by id limit 1");
  await pgClient.end();
  const rpc = new NatsRpcClient(nc);
  const lags = [];
  for (let i = 0; i < MIRROR_EVENTS; i += 1) {
    const key = `${target.id}:${target.version + i + 1}`;
    const seen = new Promise((resolve) => published.set(key, resolve));
    const written = new Promise((resolve) => applied.set(key, resolve));
    await rpc.request('people.unit.update', { params: { id: target.id }, body: { floor: i % 100 } }, { authorization: `Bearer ${token}` });
    const [t0, t1] = await Promise.all([seen, written]);
    lags.push(Number(t1 - t0) / 1e6);
    published.delete(key);
    applied.delete(key);
  }
  watch.unsubscribe();
  lags.sort((a, b) => a - b);
  return {
    description: 'people unit update: state message published → its row written in another service’s mirror (sequential)',
    events: lags.length,
    p50ms: percentile(lags, 0.5),
    p99ms: percentile(lags, 0.99),
    maxMs: percentile(lags, 1),
    backfill: { description: 'an empty mirror filled from the state stream', units, mirrored, seconds: backfillSeconds },
  };
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const cleanup of cleanups.reverse())
      await Promise.resolve()
        .then(cleanup)
        .catch(() => undefined);
    setTimeout(() => process.exit(process.exitCode ?? 0), 500).unref();
  });
