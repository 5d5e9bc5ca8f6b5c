// The floor of the request path, gateway side: HTTP in, one NATS request to floor-service.mjs,
// its answer out. No token check, permission, trace, metric, header or ETag of the gateway's
// own: what is left is the hop itself (ADR 0093).
import { createServer } from 'node:http';
import { connect } from 'nats';
import { coalesceNatsWrites } from '@portico/platform';

coalesceNatsWrites();
const nc = await connect({ servers: process.env.NATS_URL });
const encoder = new TextEncoder();
const decoder = new TextDecoder();

const server = createServer(async (req, res) => {
  try {
    const query = Object.fromEntries(new URL(req.url, 'http://x').searchParams);
    const reply = await nc.request(
      'bench.floor.list',
      encoder.encode(JSON.stringify({ authorization: req.headers.authorization, query })),
      { timeout: 5000 },
    );
    const { status, body } = JSON.parse(decoder.decode(reply.data));
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  } catch (err) {
    res.statusCode = 502;
    res.end(JSON.stringify({ message: err.message }));
  }
});
server.listen(0, '127.0.0.1', () => console.log(`floor gateway listening ${server.address().port}`));
