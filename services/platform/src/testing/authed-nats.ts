import { connect, type NatsConnection } from 'nats';
import { natsConnectionOptions } from '../nats/connect';
import type { NatsIdentity } from '../nats/permissions';
import { startPrivateNats, type PrivateNats } from './private-instances';

/** A private NATS refusing anonymous clients, and connections as any identity (ADR 0013), closed on stop. */
export interface AuthedNats {
  nats: PrivateNats;
  as(identity: NatsIdentity): Promise<NatsConnection>;
  stop(): Promise<void>;
}

export async function startAuthedNats(): Promise<AuthedNats> {
  const nats = await startPrivateNats(undefined, { auth: true });
  const connections: NatsConnection[] = [];
  return {
    nats,
    async as(identity) {
      const nc = await connect({ servers: nats.url, ...natsConnectionOptions(nats.credentials![identity]) });
      connections.push(nc);
      return nc;
    },
    async stop() {
      for (const nc of connections) await nc.close().catch(() => undefined);
      await nats.stop();
    },
  };
}
