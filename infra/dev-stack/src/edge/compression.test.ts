import { closeSync, openSync, truncateSync, writeFileSync, writeSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { pickEncoding } from './content-negotiation';
import { STAND_IN_UNITS, startEdgeTestbed, type EdgeTestbed } from './edge-testbed';

/** Compressed, revalidated answers of the edge (ADR 0051), read byte for byte (no client decoding). */
let edge: EdgeTestbed;
const SCRIPT = `${'export const answer = 42;\n'.repeat(200)}`;
beforeAll(async () => {
  edge = await startEdgeTestbed();
  const dist = join(edge.repoRoot, 'mfe-people', 'dist');
  writeFileSync(join(dist, 'remoteEntry.js'), SCRIPT);
  writeFileSync(join(dist, 'remoteEntry.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'remoteEntry.js.gz'), gzipSync(SCRIPT));
});
afterAll(async () => {
  await edge?.close();
});

function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${edge.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('content negotiation', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['', undefined],
  ])('Accept-Encoding %j picks %s', (header, expected) => {
    expect(pickEncoding(header, ['br', 'gzip'])).toBe(expected);
  });

  it('serves the build’s brotli sibling to a browser that accepts it, and says it varies', async () => {
    const res = await get('/remotes/people/remoteEntry.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('serves gzip to a client that accepts only gzip, and the plain file to one that accepts nothing', async () => {
    const gz = await get('/remotes/people/remoteEntry.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await get('/remotes/people/remoteEntry.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('compresses the runtime manifest it composes', async () => {
    const res = await get('/remotes.json', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.body).toString())).toMatchObject({ remotes: [{ name: 'people' }] });
  });

  it('compresses the API’s JSON answers on the way out, and leaves small ones and clients that accept nothing alone', async () => {
    const br = await get('/api/v1/units', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/Accept-Encoding/);
    expect(br.headers['content-length']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(STAND_IN_UNITS);
    expect(br.body.length).toBeLessThan(JSON.stringify(STAND_IN_UNITS).length / 3);
    const gz = await get('/api/v1/units', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(STAND_IN_UNITS);
    const plain = await get('/api/v1/units');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(STAND_IN_UNITS);
    const small = await get('/api/v1/health', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ status: 'ok' });
  });

  it('passes a server-sent event stream through as the upstream sent it, never compressed', async () => {
    const res = await get('/api/v1/push/changes', { 'accept-encoding': 'gzip, br', accept: 'text/event-stream' });
    expect(res.headers['content-type']).toBe('text/event-stream');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('event: ready\ndata: {}\n\n');
  });
});

describe('revalidation', () => {
  it.each(['/', '/remotes/people/remoteEntry.js', '/remotes.json'])(
    '%s carries a strong ETag and answers 304 to a client that holds it',
    async (path) => {
      const first = await get(path, { 'accept-encoding': 'br' });
      const etag = String(first.headers['etag']);
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await get(path, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.headers['etag']).toBe(etag);
      expect(again.body.length).toBe(0);
    },
  );

  it('gives each encoding its own validator, so a cache never answers one with the other', async () => {
    const br = await get('/remotes/people/remoteEntry.js', { 'accept-encoding': 'br' });
    const plain = await get('/remotes/people/remoteEntry.js');
    expect(br.headers['etag']).not.toBe(plain.headers['etag']);
    expect((await get('/remotes/people/remoteEntry.js', { 'if-none-match': String(br.headers['etag']) })).status).toBe(200);
  });

  it('sends the new file once it changed', async () => {
    const before = await get('/');
    writeFileSync(join(edge.repoRoot, 'shell', 'app', 'dist', 'index.html'), '<!doctype html><title>Portico, rebuilt</title>');
    const after = await get('/', { 'if-none-match': String(before.headers['etag']) });
    expect(after.status).toBe(200);
    expect(after.body.toString()).toContain('rebuilt');
  });

  /**
   * Sends a 16 MB file (far more than the socket buffers hold while the client waits), pauses the
   * client after the first chunk and changes the file on disk with `change` meanwhile; answers the
   * header and the body as received until the server ended the connection.
   */
  async function sendWhileChanged(name: string, change: (file: string) => void): Promise<{ head: string; body: Buffer }> {
    const file = join(edge.repoRoot, 'mfe-people', 'dist', name);
    writeFileSync(file, Buffer.alloc(BIG, 'a'));
    const socket = connect(edge.port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      if (received.length === 1) {
        socket.pause(); // the server stops reading once the connection is full
        change(file);
        setTimeout(() => socket.resume(), 200);
      }
    });
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(`GET /remotes/people/${name} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    await ended;
    const all = Buffer.concat(received);
    const headerEnd = all.indexOf('\r\n\r\n') + 4;
    return { head: all.subarray(0, headerEnd).toString(), body: all.subarray(headerEnd) };
  }
  const BIG = 16 * 1024 * 1024;

  // The rebuild writes over the file in place without shortening it, so the server's reads (in
  // libuv's thread pool, concurrent with this process's writes) never find it shorter than announced.
  it('never sends more than the length it announced when the file grows while it is sent', async () => {
    const { head, body } = await sendWhileChanged('growing-chunk.js', (file) => {
      const fd = openSync(file, 'r+');
      writeSync(fd, Buffer.alloc(BIG * 2, 'b'), 0, BIG * 2, 0);
      closeSync(fd);
    });
    expect(head).toContain(`content-length: ${BIG}`);
    expect(body.length).toBe(BIG);
  });

  it('closes the connection rather than leave the client waiting when the file shrinks while it is sent', async () => {
    const { head, body } = await sendWhileChanged('shrinking-chunk.js', (file) => truncateSync(file, 1024));
    expect(head).toContain(`content-length: ${BIG}`);
    expect(body.length).toBeLessThan(BIG);
  });
});
