import { networkInterfaces } from 'node:os';
import { connect } from 'node:net';
import { listenHostFrom } from '../stack';
import { isLoopbackAddress } from './loopback';
import { getLine, rawRequest, startEdgeTestbed, type EdgeTestbed } from './edge-testbed';

/** An address of this machine that is not loopback, so a request from it is "from the network". */
function networkAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && !i.internal && i.family === 'IPv4')?.address;
  if (!address) throw new Error('this test needs a non-loopback IPv4 interface');
  return address;
}

function rawRequestFrom(host: string, port: number, target: string) {
  return rawRequest(port, getLine(target), host);
}

describe('the listen address', () => {
  it.each([
    [{}, '127.0.0.1'],
    [{ HOST: '' }, '127.0.0.1'],
    [{ HOST: '0.0.0.0' }, '0.0.0.0'],
    [{ PORTICO_HOST: '::' }, '::'],
    [{ PORTICO_HOST: '192.0.2.10', HOST: '0.0.0.0' }, '192.0.2.10'],
  ])('%j listens on %s', (env, host) => {
    expect(listenHostFrom(env)).toBe(host);
  });

  it('by default, the edge cannot be reached from the network', async () => {
    const edge = await startEdgeTestbed({ host: listenHostFrom({}) });
    try {
      expect((await rawRequest(edge.port, getLine('/'))).status).toBe(200);
      const refused = await new Promise<string>((resolve) => {
        const socket = connect(edge.port, networkAddress(), () => {
          socket.destroy();
          resolve('connected');
        });
        socket.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
      });
      expect(refused).toBe('ECONNREFUSED');
    } finally {
      await edge.close();
    }
  });
});

describe('the mailbox', () => {
  let edge: EdgeTestbed;
  beforeAll(async () => {
    // Told to listen on every interface, so a client from the network can reach the edge.
    edge = await startEdgeTestbed({ host: '0.0.0.0' });
  });
  afterAll(async () => {
    await edge?.close();
  });

  it.each(['/dev/mail', '/dev/mail.json'])('%s is served to a loopback client', async (path) => {
    expect((await rawRequestFrom('127.0.0.1', edge.port, path)).status).toBe(200);
  });

  it.each(['/dev/mail', '/dev/mail.json'])('%s is 404 to a client from the network, whatever X-Forwarded-For says', async (path) => {
    const host = networkAddress();
    expect((await rawRequestFrom(host, edge.port, path)).status).toBe(404);
    const spoofed = Buffer.from(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect((await rawRequest(edge.port, spoofed, host)).status).toBe(404);
    // The rest of the product stays reachable from there.
    expect((await rawRequestFrom(host, edge.port, '/')).status).toBe(200);
  });

  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['192.0.2.2', false],
    ['::ffff:192.0.2.2', false],
    ['fd00::2', false],
    ['::', false],
    ['', false],
    [undefined, false],
  ])('%s is loopback: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
});
