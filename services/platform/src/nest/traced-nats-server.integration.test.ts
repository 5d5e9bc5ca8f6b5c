import 'reflect-metadata';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern } from '@nestjs/microservices';
import { connect, type NatsConnection } from 'nats';
import { NatsRpcClient } from '../nats/rpc-client';
import { startPrivateNats, type PrivateInstance } from '../testing/private-instances';
import { TracedNatsServer } from './traced-nats-server';

/** Any reply over NATS's max_payload becomes REPLY_TOO_LARGE; the server keeps serving. */
@Controller()
class SizedReplies {
  @MessagePattern('sized.huge')
  huge(): { blob: string } {
    return { blob: '"'.repeat(700 * 1024) }; // 1.4 MB once each quote is escaped
  }

  @MessagePattern('sized.small')
  small(): { ok: true } {
    return { ok: true };
  }
}

@Module({ controllers: [SizedReplies] })
class SizedModule {}

let nats: PrivateInstance;
let app: INestMicroservice;
let nc: NatsConnection;

beforeAll(async () => {
  nats = await startPrivateNats();
  app = await NestFactory.createMicroservice(SizedModule, { strategy: new TracedNatsServer({ servers: [nats.url] }), logger: false });
  await app.listen();
  nc = await connect({ servers: nats.url });
});

afterAll(async () => {
  await nc.drain();
  await app.close();
  await nats.stop();
});

it('answers REPLY_TOO_LARGE (413) instead of failing to publish', async () => {
  const rpc = new NatsRpcClient(nc);
  await expect(rpc.request('sized.huge', {}, { correlationId: 'c-1' })).rejects.toMatchObject({
    code: 'REPLY_TOO_LARGE',
    status: 413,
  });
});

it('still answers afterwards', async () => {
  const rpc = new NatsRpcClient(nc);
  await rpc.request('sized.huge', {}).catch(() => undefined);
  await expect(rpc.request('sized.small', {})).resolves.toEqual({ ok: true });
});

it('refuses a request too large for NATS with PAYLOAD_TOO_LARGE (413)', async () => {
  const rpc = new NatsRpcClient(nc);
  await expect(rpc.request('sized.small', { blob: 'x'.repeat(2 * 1024 * 1024) })).rejects.toMatchObject({
    code: 'PAYLOAD_TOO_LARGE',
    status: 413,
  });
});
