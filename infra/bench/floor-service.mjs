// The floor of the request path, service side: the single process's handler answering a plain
// NATS request, with none of the service's own machinery (Nest's pipeline, spans, metrics,
// labels, the reply guard). With floor-gateway.mjs it is the least this architecture can do for
// the request on this machine (ADR 0093).
import { connect } from 'nats';
import { coalesceNatsWrites } from '@portico/platform';
import { listProperties } from './people-list-handler.mjs';

// As every Portico process does: a turn's NATS frames share one socket write (ADR 0091).
coalesceNatsWrites();
const nc = await connect({ servers: process.env.NATS_URL });
const encoder = new TextEncoder();
const decoder = new TextDecoder();

async function answer(m) {
  try {
    const { authorization, query } = JSON.parse(decoder.decode(m.data));
    m.respond(encoder.encode(JSON.stringify({ status: 200, body: await listProperties(authorization, query) })));
  } catch (err) {
    m.respond(encoder.encode(JSON.stringify({ status: err.status ?? 500, body: { message: err.message } })));
  }
}

const requests = nc.subscribe('bench.floor.list', { queue: 'bench-floor' });
(async () => {
  for await (const m of requests) void answer(m);
})();
console.log('floor service listening');
