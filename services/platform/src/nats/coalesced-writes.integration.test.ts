import type { Socket } from 'node:net';
import { connect, StringCodec, type NatsConnection } from 'nats';
import { startIsolatedNats, type PrivateNats } from '../testing';
import { connectNats } from './connect';
import { natsWriteCoalescingEnabled } from './coalesced-writes';

/** NATS writes of one event-loop turn share one socket write (ADR 0091), on a real nats-server. */
let nats: PrivateNats;
let publisher: NatsConnection;
let reader: NatsConnection;
const sc = StringCodec();

beforeAll(async () => {
  nats = await startIsolatedNats();
  publisher = await connectNats(nats.url, 'coalescing-publisher');
  reader = await connect({ servers: nats.url });
}, 60_000);
afterAll(async () => {
  await publisher?.close();
  await reader?.close();
  await nats?.stop();
});

/** Counts what nats.js hands its transport and what reaches the socket as system calls. */
function counted(nc: NatsConnection): { frames: () => number; writes: () => number; restore: () => void } {
  const transport = (nc as unknown as { protocol: { transport: { socket: Socket; send(frame: Uint8Array): void } } }).protocol.transport;
  const socket = transport.socket as Socket & { _write: (...a: unknown[]) => void; _writev: (...a: unknown[]) => void };
  let frames = 0;
  let writes = 0;
  const send = transport.send;
  transport.send = function (frame: Uint8Array) {
    frames += 1;
    send.call(this, frame);
  };
  const [write, writev] = [socket._write, socket._writev];
  socket._write = function (...a: unknown[]) {
    writes += 1;
    write.apply(this, a);
  };
  socket._writev = function (...a: unknown[]) {
    writes += 1;
    writev.apply(this, a);
  };
  return {
    frames: () => frames,
    writes: () => writes,
    restore: () => {
      delete (transport as Partial<typeof transport>).send;
      socket._write = write;
      socket._writev = writev;
    },
  };
}

async function received(subject: string, count: number): Promise<{ messages: string[]; ready: Promise<void> }> {
  const messages: string[] = [];
  const sub = reader.subscribe(subject, { max: count });
  const ready = (async () => {
    for await (const m of sub) messages.push(sc.decode(m.data));
  })();
  await reader.flush();
  return { messages, ready };
}

it('sends the publishes of one turn, each from its own callback, in one write and in order', async () => {
  const { messages, ready } = await received('coalescing.turn', 50);
  const count = counted(publisher);
  // Immediates queued together run in one check phase of one turn, each followed by its own
  // microtasks: without coalescing, nats.js writes each publish on its own.
  await new Promise<void>((done) => {
    for (let i = 0; i < 50; i += 1)
      setImmediate(() => {
        publisher.publish('coalescing.turn', sc.encode(String(i)));
        if (i === 49) setImmediate(done);
      });
  });
  count.restore();
  await ready;
  expect(messages).toEqual(Array.from({ length: 50 }, (_, i) => String(i)));
  expect(count.frames()).toBe(50);
  expect(count.writes()).toBe(1);
});

it('sends a lone publish without waiting for another, and what is queued when the connection drains', async () => {
  const lone = await received('coalescing.lone', 1);
  publisher.publish('coalescing.lone', sc.encode('alone'));
  await lone.ready;
  expect(lone.messages).toEqual(['alone']);
  const last = await received('coalescing.last', 1);
  const closing = await connectNats(nats.url, 'coalescing-closing');
  closing.publish('coalescing.last', sc.encode('last words'));
  await closing.drain();
  await last.ready;
  expect(last.messages).toEqual(['last words']);
});

it('answers concurrent requests each with its own reply', async () => {
  const responder = await connectNats(nats.url, 'coalescing-responder');
  const sub = responder.subscribe('coalescing.echo');
  void (async () => {
    for await (const m of sub) setTimeout(() => m.respond(sc.encode(`echo ${sc.decode(m.data)}`)), 0);
  })();
  await responder.flush();
  const replies = await Promise.all(
    Array.from({ length: 40 }, async (_, i) =>
      sc.decode((await publisher.request('coalescing.echo', sc.encode(String(i)), { timeout: 5000 })).data),
    ),
  );
  expect(replies).toEqual(Array.from({ length: 40 }, (_, i) => `echo ${i}`));
  await responder.close();
});

it('can be turned off to measure without it', () => {
  expect(natsWriteCoalescingEnabled({})).toBe(true);
  expect(natsWriteCoalescingEnabled({ NATS_WRITE_COALESCING: 'off' })).toBe(false);
});
