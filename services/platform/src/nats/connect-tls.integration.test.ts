import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'nats';
import { startPrivateNats, type PrivateNats } from '../testing/private-instances';
import { connectNats, natsAuthFromEnv } from './connect';

/** NATS_TLS_* reach the connection: mutual TLS with a private CA works, a client without its certificate is refused. */
let dir: string;
let nats: PrivateNats;

function openssl(...args: string[]): void {
  execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portico-nats-tls-'));
  writeFileSync(join(dir, 'san.cnf'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'ca-key.pem',
    '-out',
    'ca.pem',
    '-days',
    '1',
    '-subj',
    '/CN=portico-test-ca',
  );
  for (const name of ['server', 'client']) {
    openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${name}-key.pem`, '-out', `${name}.csr`, '-subj', `/CN=${name}`);
    openssl(
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca-key.pem',
      '-CAcreateserial',
      '-out',
      `${name}.pem`,
      '-days',
      '1',
      '-extfile',
      'san.cnf',
    );
  }
  nats = await startPrivateNats(undefined, {
    tls: { certFile: join(dir, 'server.pem'), keyFile: join(dir, 'server-key.pem'), caFile: join(dir, 'ca.pem') },
  });
});

afterAll(async () => {
  await nats.stop();
  rmSync(dir, { recursive: true, force: true });
});

it('connects with the CA, certificate and key named by NATS_TLS_*', async () => {
  const auth = natsAuthFromEnv('gateway', {
    NATS_TLS_CA: join(dir, 'ca.pem'),
    NATS_TLS_CERT: join(dir, 'client.pem'),
    NATS_TLS_KEY: join(dir, 'client-key.pem'),
  });
  const nc = await connectNats(nats.url, 'gateway', auth);
  await expect(nc.request('nobody.listens', undefined, { timeout: 2000 })).rejects.toMatchObject({ code: '503' });
  await nc.close();
});

it('is refused without a client certificate', async () => {
  const auth = natsAuthFromEnv('gateway', { NATS_TLS_CA: join(dir, 'ca.pem') });
  const outcome = await connect({ servers: nats.url, maxReconnectAttempts: 0, timeout: 3000, tls: { ...auth!.tls } }).then(
    async (nc) => {
      await nc.close();
      return 'connected';
    },
    () => 'refused',
  );
  expect(outcome).toBe('refused');
});
