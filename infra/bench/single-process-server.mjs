// Baseline for the benchmark: the people service's list handler (token verification, scope,
// query) served over plain HTTP in one process — no gateway, no NATS.
import { createServer } from 'node:http';
import { listProperties } from './people-list-handler.mjs';

const server = createServer(async (req, res) => {
  try {
    const query = Object.fromEntries(new URL(req.url, 'http://x').searchParams);
    const page = await listProperties(req.headers.authorization, query);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(page));
  } catch (err) {
    res.statusCode = err.status ?? 500;
    res.end(JSON.stringify({ message: err.message }));
  }
});
server.listen(0, '127.0.0.1', () => console.log(`baseline listening ${server.address().port}`));
