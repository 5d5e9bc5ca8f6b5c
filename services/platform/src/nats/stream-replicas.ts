/**
 * How many copies of each JetStream stream (and key-value bucket) the processes create:
 * `NATS_STREAM_REPLICAS`, 1 by default (one nats-server). A clustered deployment sets 3, so a
 * stream outlives one node (ADR 0059). NATS allows at most 5.
 */
export function streamReplicasFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.NATS_STREAM_REPLICAS?.trim();
  if (!raw) return 1;
  const replicas = Number(raw);
  if (!Number.isInteger(replicas) || replicas < 1 || replicas > 5)
    throw new Error(`NATS_STREAM_REPLICAS must be a whole number from 1 to 5, not "${raw}"`);
  return replicas;
}
