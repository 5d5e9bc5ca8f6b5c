import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { NatsRecordSerializer } from '@nestjs/microservices/serializers/nats-record.serializer';
import { responseJsonOf } from './rpc-client';

/**
 * A reply's response is cut out of Nest's packet as bytes (ADR 0093): exactly what parsing the
 * packet and writing the response again gives, or nothing when the packet is another shape.
 */
const serializer = new NatsRecordSerializer();

/** A reply as Nest's NATS server writes it: `{response}`, then `isDisposed`, then the request's id. */
function reply(packet: Record<string, unknown>, id: string = randomUUID()): Uint8Array {
  return serializer.serialize(Object.assign(packet, { id })).data as Uint8Array;
}

const tricky = {
  items: [
    { id: randomUUID(), title: 'Leak, "urgent"', note: ',"isDisposed":true,"id":"00000000-0000-0000-0000-000000000000"}' },
    {
      id: randomUUID(),
      title: 'Ñandú — café ✓ 🏠',
      amount: -0,
      ratio: 0.1 + 0.2,
      nothing: null,
      nested: { list: [1, [2, { x: '\u2028' }]] },
    },
  ],
  nextCursor: null,
  total: 2,
};

it('gives the response of a reply as the very JSON parsing and writing it again would', () => {
  for (const response of [tricky, [], {}, [tricky], { '': '"', __proto__: null }]) {
    const bytes = reply({ response, isDisposed: true });
    const json = responseJsonOf(bytes);
    expect(json?.toString('utf8')).toBe(
      JSON.stringify((JSON.parse(Buffer.from(bytes).toString('utf8')) as { response: unknown }).response),
    );
  }
});

it('gives nothing for a reply of another shape', () => {
  const shapes = [
    reply({ err: { code: 'NOT_FOUND', status: 404, message: 'gone' }, isDisposed: true }),
    reply({ isDisposed: true }),
    reply({ response: tricky, isDisposed: false }),
    reply({ response: tricky, isDisposed: true }, 'not-a-uuid'),
    Buffer.from(`{"response":{"a":1},"isDisposed":true,"id":"${randomUUID()}"} `),
    Buffer.from('{"response":'),
    new Uint8Array(0),
  ];
  for (const bytes of shapes) expect(responseJsonOf(bytes)).toBeUndefined();
});

it('reads a reply that sits inside a larger buffer, as nats.js hands them over', () => {
  const bytes = reply({ response: tricky, isDisposed: true });
  const framed = Buffer.concat([Buffer.from('MSG x 1 '), bytes, Buffer.from('\r\n')]);
  const view = new Uint8Array(framed.buffer, framed.byteOffset + 8, bytes.length);
  expect(responseJsonOf(view)?.toString('utf8')).toBe(JSON.stringify(tricky));
});
