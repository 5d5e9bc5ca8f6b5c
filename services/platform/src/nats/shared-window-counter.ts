import { createHash } from 'node:crypto';
import { StringCodec, type KV, type NatsConnection } from 'nats';
import type { Logger } from '../observability/logger';

/** The JetStream key-value bucket where the gateway replicas keep their shared request budgets. */
export const GATEWAY_LIMITS_BUCKET = 'portico_gateway_limits';

const text = StringCodec();
/** JetStream's "wrong last sequence": another replica counted first; read again and retry. */
const CONFLICT = 10071;
/** Each round of a race lets at least one replica through, so this bounds the racers, not the wait. */
const ATTEMPTS = 64;

function isConflict(err: unknown): boolean {
  const e = err as { api_error?: { err_code?: number }; message?: string };
  return e?.api_error?.err_code === CONFLICT || /wrong last sequence/i.test(e?.message ?? '');
}

export interface WindowCount {
  count: number;
  /** When the current window ends (epoch ms). */
  resetAt: number;
  /** False when the shared bucket could not be used and this process counted alone. */
  shared: boolean;
}

/**
 * Fixed windows aligned to the clock, counted in a JetStream key-value bucket with
 * compare-and-set, so every replica of the gateway spends one budget per client (a budget per
 * process would multiply with the replicas). Keys expire with the bucket's age limit. When
 * NATS cannot serve the bucket, this process counts alone: a limit per replica beats none.
 */
export class SharedWindowCounter {
  private kv: Promise<KV | undefined> | undefined;
  private readonly local = new Map<string, number>();

  constructor(
    private readonly nc: NatsConnection,
    private readonly windowMs: number,
    private readonly logger?: Logger,
    private readonly bucketName = GATEWAY_LIMITS_BUCKET,
    /** Copies of the bucket in a NATS cluster, when this replica is the one that creates it. */
    private readonly replicas = 1,
  ) {}

  private bucket(): Promise<KV | undefined> {
    this.kv ??= this.nc
      .jetstream()
      .views.kv(this.bucketName, { history: 1, ttl: this.windowMs * 2, replicas: this.replicas })
      .catch((err: unknown) => {
        this.logger?.warn(
          { err: String(err), bucket: this.bucketName },
          'the shared rate-limit bucket is unavailable; counting per process',
        );
        this.kv = undefined; // try again on a later request
        return undefined;
      });
    return this.kv;
  }

  async hit(client: string, now = Date.now()): Promise<WindowCount> {
    const start = now - (now % this.windowMs);
    const resetAt = start + this.windowMs;
    // Key names allow few characters: the client (an address) is hashed.
    const key = `${createHash('sha256').update(client).digest('hex').slice(0, 40)}.${start}`;
    const kv = await this.bucket();
    if (kv) {
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        try {
          const entry = await kv.get(key);
          if (!entry || entry.operation !== 'PUT') {
            await kv.create(key, text.encode('1'));
            return { count: 1, resetAt, shared: true };
          }
          const count = Number(text.decode(entry.value)) + 1;
          await kv.update(key, text.encode(String(count)), entry.revision);
          return { count, resetAt, shared: true };
        } catch (err) {
          if (!isConflict(err)) {
            this.logger?.warn({ err: String(err) }, 'a shared rate-limit count failed; counting per process');
            break;
          }
          if (attempt === ATTEMPTS - 1) this.logger?.warn({ key }, 'a shared rate-limit count lost every race; counting per process');
        }
      }
    }
    return { count: this.countLocally(key, start), resetAt, shared: false };
  }

  private countLocally(key: string, start: number): number {
    const count = (this.local.get(key) ?? 0) + 1;
    this.local.set(key, count);
    if (this.local.size > 50_000) for (const k of this.local.keys()) if (!k.endsWith(`.${start}`)) this.local.delete(k);
    return count;
  }
}
