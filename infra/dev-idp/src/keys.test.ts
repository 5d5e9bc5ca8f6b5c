import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSigningKeys } from './keys';

describe('loadSigningKeys', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dev-idp-keys-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('creates a private RS256 key file once and reuses it', async () => {
    const file = join(dir, 'nested', 'jwks.json');
    const first = await loadSigningKeys(file);
    const [key] = first.keys;
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(typeof key?.kid).toBe('string');
    expect(typeof key?.d).toBe('string');
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const second = await loadSigningKeys(file);
    expect(second).toEqual(first);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);
  });

  it('keeps keys in memory without a file', async () => {
    const [a, b] = await Promise.all([loadSigningKeys(), loadSigningKeys()]);
    expect(a.keys[0]?.kid).not.toBe(b.keys[0]?.kid);
  });

  it('refuses a file that holds no private key', async () => {
    const file = join(dir, 'public.json');
    await writeFile(file, JSON.stringify({ keys: [{ kty: 'RSA', n: 'x', e: 'AQAB' }] }));
    await expect(loadSigningKeys(file)).rejects.toThrow(/not a private JWKS/);
  });
});
