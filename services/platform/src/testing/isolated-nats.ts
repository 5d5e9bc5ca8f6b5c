import { startPrivateNats, type PrivateNats, type PrivateNatsOptions } from './private-instances';

/**
 * A private nats-server for one test file. Suites that start services need their own subject
 * space: two suites' "people-service" queue groups on one server would answer each other.
 */
export async function startIsolatedNats(options: PrivateNatsOptions = {}): Promise<PrivateNats> {
  const nats = await startPrivateNats(undefined, options);
  process.env.NATS_URL = nats.url;
  return nats;
}
