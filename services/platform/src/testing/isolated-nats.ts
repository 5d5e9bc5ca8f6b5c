import { startPrivateNats, type PrivateInstance } from './private-instances';

/**
 * A private nats-server for one test file. Suites that start services need their own subject
 * space: two suites' "people-service" queue groups on one server would answer each other.
 */
export async function startIsolatedNats(): Promise<PrivateInstance> {
  const nats = await startPrivateNats();
  process.env.NATS_URL = nats.url;
  return nats;
}
