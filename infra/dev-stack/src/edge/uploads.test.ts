import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEdgeTestbed, type EdgeTestbed } from './edge-testbed';

/**
 * Attachments (ADR 0022) are multipart uploads of up to 25 MB a file: the edge must stream them
 * to the gateway unchanged, boundary and all, with no body limit or parsing of its own.
 */
let edge: EdgeTestbed;
let upstream: Server;

beforeAll(async () => {
  // A stand-in gateway that reports what reached it.
  upstream = createServer((req, res) => {
    const hash = createHash('sha256');
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      hash.update(chunk);
    });
    req.on('end', () => {
      res
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ contentType: req.headers['content-type'], size, sha256: hash.digest('hex') }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  edge = await startEdgeTestbed({ gatewayUrl: new URL(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`) });
});

afterAll(async () => {
  await edge?.close();
  upstream.closeAllConnections();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

it('streams a large multipart upload to the gateway byte for byte', async () => {
  const file = Buffer.alloc(12 * 1024 * 1024, 0x5a);
  const contentType = 'multipart/form-data; boundary=portico-edge-test';
  const withBoundary = Buffer.concat([
    Buffer.from(
      '--portico-edge-test\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n',
    ),
    file,
    Buffer.from('\r\n--portico-edge-test--\r\n'),
  ]);
  const res = await fetch(`${edge.url}/api/v1/support/00000000-0000-4000-8000-000000000000/attachments`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: withBoundary,
  });
  expect(res.status).toBe(201);
  expect(await res.json()).toEqual({
    contentType,
    size: withBoundary.length,
    sha256: createHash('sha256').update(withBoundary).digest('hex'),
  });
});
