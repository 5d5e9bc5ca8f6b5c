import { connect, type NatsConnection } from 'nats';

export async function connectNats(url: string, name: string): Promise<NatsConnection> {
  return connect({ servers: url.split(','), name, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
}
