import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Why this exists: the embedded database (PGlite) is one connection. A query issued on the root
 * handle while the same unit of work holds a transaction waits for that transaction to end — for
 * ever, because the transaction is waiting for the query. On PostgreSQL a pool hides the mistake
 * (the query takes a second connection, outside the transaction's view). So the mistake is made
 * loud on both drivers: the root handle refuses to be used from inside its own open transaction,
 * and every wait for the embedded connection has a deadline and names who holds it.
 */

/** A transaction this process has open; `open` turns false when it ends (work it spawned may outlive it). */
interface OpenTransaction {
  readonly owner: object;
  open: boolean;
  readonly origin: string;
  readonly startedAt: number;
}

const currentTransaction = new AsyncLocalStorage<OpenTransaction>();

/** A unit of work used the root database handle while holding a transaction on it. */
export class NestedDatabaseUseError extends Error {
  constructor(what: string, transaction: OpenTransaction) {
    super(
      `${what} on the root database handle from inside an open transaction (opened ${Date.now() - transaction.startedAt} ms ago at ${transaction.origin}). ` +
        'Use the transaction handle (tx): on the embedded database this query would wait for ever on the connection its own caller holds.',
    );
    this.name = 'NestedDatabaseUseError';
  }
}

/** The embedded database was held longer than a caller would wait. */
export class DatabaseWaitTimeoutError extends Error {
  constructor(readonly waitedMs: number, readonly holder: string | undefined) {
    super(`Waited ${waitedMs} ms for the embedded database connection; it is held by ${holder ?? 'an unknown caller'}`);
    this.name = 'DatabaseWaitTimeoutError';
  }
}

/** Where the caller is: the first stack frame outside this file and the database drivers. */
export function callerOrigin(): string {
  const frames = (new Error().stack ?? '').split('\n').slice(1);
  const frame = frames.find((line) => !/node_modules|node:internal|[\\/]db[\\/](connection-guard|database)\.(js|ts):/.test(line));
  return (frame ?? frames[0] ?? 'unknown').trim().replace(/^at /, '');
}

/** Throws when the current unit of work holds an open transaction on `owner`. */
export function refuseInsideOwnTransaction(owner: object, what: string): void {
  const transaction = currentTransaction.getStore();
  if (transaction?.open && transaction.owner === owner) throw new NestedDatabaseUseError(what, transaction);
}

/** True while the current unit of work holds any open database transaction. */
export function insideOpenTransaction(): string | undefined {
  const transaction = currentTransaction.getStore();
  return transaction?.open ? transaction.origin : undefined;
}

/**
 * Runs `body` as a unit of work that opens a transaction on `owner`: from the moment `body` calls
 * `opened()` (the driver holds the connection) until it ends, the checks above see it as open.
 */
export async function runAsTransaction<T>(owner: object, origin: string, body: (opened: () => void) => Promise<T>): Promise<T> {
  const transaction: OpenTransaction = { owner, open: false, origin, startedAt: Date.now() };
  try {
    return await currentTransaction.run(transaction, () =>
      body(() => {
        transaction.open = true;
      }),
    );
  } finally {
    transaction.open = false;
  }
}

export interface GateOptions {
  /** How long a caller waits for the connection before failing (ms). */
  waitMs: number;
  /** Told when a caller gave up, with who held the connection. */
  onStuck(error: DatabaseWaitTimeoutError): void;
}

/**
 * One holder at a time with a deadline per waiter. A waiter that times out leaves the queue
 * before it reaches the driver, so a query that failed to its caller never runs later.
 */
export class ConnectionGate {
  #holder: { origin: string; since: number } | undefined;
  readonly #waiters: Array<{ grant(): void }> = [];

  constructor(private readonly options: GateOptions) {}

  /** Who holds the connection now and for how long (for logs and readiness). */
  describeHolder(): string | undefined {
    return this.#holder ? `${this.#holder.origin} (for ${Date.now() - this.#holder.since} ms)` : undefined;
  }

  async hold<T>(origin: string, work: () => Promise<T>, waitMs = this.options.waitMs): Promise<T> {
    await this.#acquire(origin, waitMs);
    try {
      return await work();
    } finally {
      this.#holder = undefined;
      // Hand over at once: the next waiter becomes the holder before anyone else can look.
      this.#waiters.shift()?.grant();
    }
  }

  #acquire(origin: string, waitMs: number): Promise<void> {
    if (!this.#holder && this.#waiters.length === 0) {
      this.#holder = { origin, since: Date.now() };
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const waiter = {
        grant: () => {
          clearTimeout(timer);
          this.#holder = { origin, since: Date.now() };
          resolve();
        },
      };
      const timer = setTimeout(() => {
        const index = this.#waiters.indexOf(waiter);
        if (index >= 0) this.#waiters.splice(index, 1);
        const error = new DatabaseWaitTimeoutError(Date.now() - started, this.describeHolder());
        this.options.onStuck(error);
        reject(error);
      }, waitMs);
      timer.unref();
      this.#waiters.push(waiter);
    });
  }
}
