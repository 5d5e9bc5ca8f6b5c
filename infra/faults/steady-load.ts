import { GatewayPool } from './gateway-pool';

/** One request as the client saw it: its first attempt and, for a read, the one retry. */
export interface RequestRecord {
  kind: 'read' | 'write';
  path: string;
  startedAt: number;
  endedAt: number;
  firstOk: boolean;
  /** Status or error of the first attempt when it failed. */
  firstFault?: string;
  retried: boolean;
  ok: boolean;
  fault?: string;
  /** A write's created record id. */
  id?: string;
  /** A write's number (its body carries it), to find a record created although its answer was lost. */
  seq?: number;
  /** The first attempt never got an HTTP answer (refused, reset): the gateway was gone. */
  noAnswer?: boolean;
}

export interface LoadOptions {
  pool: GatewayPool;
  token: (who: 'reader' | 'writer') => Promise<string>;
  /** Idempotent list reads, spread over every domain. */
  readPaths: string[];
  readers: number;
  /** The body of the n-th record the writer creates (each with a unique marker). */
  write: { path: string; body: (n: number) => unknown; everyMs: number };
}

/** A network error (refused, reset) or an answer a retry may fix: the gateway or a service was away. */
function retryable(status: number | undefined): boolean {
  return status === undefined || status === 502 || status === 503 || status === 504;
}

interface Attempt {
  status?: number;
  body?: Record<string, unknown>;
  fault?: string;
  refused: boolean;
}

async function attempt(pool: GatewayPool, index: number, method: string, path: string, token: string, body?: unknown): Promise<Attempt> {
  try {
    const res = await fetch(`${pool.urls[index]}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
    const parsed = (await res.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    return {
      status: res.status,
      ...(parsed ? { body: parsed } : {}),
      ...(res.ok ? {} : { fault: `${res.status} ${String(parsed?.code ?? '')}` }),
      refused: false,
    };
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
    // Refused: nothing listens there; the pool stops sending to it for a while.
    return { fault: cause, refused: cause === 'ECONNREFUSED' };
  }
}

/**
 * One request as a load balancer sends it: to the next replica (not `avoid`); a refused
 * connection never reached a server, so the replica is marked down and the next one is tried,
 * reads and creates alike (a proxy's "next upstream on connect error"), once per replica.
 */
async function send(
  pool: GatewayPool,
  method: string,
  path: string,
  token: string,
  body?: unknown,
  avoid?: number,
): Promise<Attempt & { index: number }> {
  for (let tries = 1; ; tries += 1) {
    const index = pool.pick(avoid);
    const result = await attempt(pool, index, method, path, token, body);
    if (!result.refused || tries >= pool.urls.length) return { ...result, index };
    pool.markDown(index);
  }
}

/**
 * Steady load against the gateway replicas: `readers` loops of authenticated list reads (an
 * idempotent read that fails is retried once, on another replica), and one writer creating a
 * record every `everyMs` (never retried: a create is not idempotent). Runs until `stop()`.
 */
export function startSteadyLoad(options: LoadOptions): { records: RequestRecord[]; stop(): Promise<void> } {
  const records: RequestRecord[] = [];
  let running = true;
  const read = async (n: number) => {
    const path = options.readPaths[n % options.readPaths.length]!;
    const token = await options.token('reader');
    const startedAt = Date.now();
    const one = await send(options.pool, 'GET', path, token);
    let record: RequestRecord = {
      kind: 'read',
      path,
      startedAt,
      endedAt: Date.now(),
      firstOk: one.status === 200,
      retried: false,
      ok: one.status === 200,
    };
    if (one.status !== 200) {
      record = { ...record, firstFault: one.fault ?? String(one.status) };
      if (retryable(one.status)) {
        const two = await send(options.pool, 'GET', path, token, undefined, one.index);
        record = {
          ...record,
          retried: true,
          ok: two.status === 200,
          endedAt: Date.now(),
          ...(two.status === 200 ? {} : { fault: two.fault ?? String(two.status) }),
        };
      } else record.fault = record.firstFault;
    }
    records.push(record);
  };
  const readers = Array.from({ length: options.readers }, async (_, r) => {
    for (let n = r; running; n += options.readers) await read(n);
  });
  const writer = (async () => {
    for (let n = 1; running; n += 1) {
      const token = await options.token('writer');
      const startedAt = Date.now();
      const res = await send(options.pool, 'POST', options.write.path, token, options.write.body(n));
      const ok = res.status === 201;
      records.push({
        kind: 'write',
        path: options.write.path,
        startedAt,
        endedAt: Date.now(),
        firstOk: ok,
        retried: false,
        ok,
        seq: n,
        ...(res.status === undefined ? { noAnswer: true } : {}),
        ...(ok ? { id: String(res.body?.id) } : { firstFault: res.fault ?? String(res.status), fault: res.fault ?? String(res.status) }),
      });
      await new Promise((r) => setTimeout(r, options.write.everyMs));
    }
  })();
  return {
    records,
    async stop() {
      running = false;
      await Promise.all([...readers, writer]);
    },
  };
}
