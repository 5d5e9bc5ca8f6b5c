import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { LocalFolderStorage } from './local-folder-storage';
import { S3Storage } from './s3-storage';
import type { ObjectStorage } from './object-storage';

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

interface Backend {
  storage: ObjectStorage;
  close(): Promise<void>;
}

/** The same contract, run against both adapters: a folder, and a real S3 protocol server. */
const backends: [string, () => Promise<Backend>][] = [
  [
    'local folder',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'portico-files-'));
      return { storage: new LocalFolderStorage(dir), close: () => rm(dir, { recursive: true, force: true }) };
    },
  ],
  [
    'S3 (s3rver)',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'portico-s3rver-'));
      const server = new S3rver({
        port: 0,
        address: '127.0.0.1',
        silent: true,
        directory: dir,
        configureBuckets: [{ name: 'portico', configs: [] }],
      });
      const { port } = (await server.run()) as { port: number };
      const storage = new S3Storage({
        bucket: 'portico',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      });
      return {
        storage,
        close: async () => {
          storage.destroy();
          await server.close();
          await rm(dir, { recursive: true, force: true });
        },
      };
    },
  ],
];

describe.each(backends)('object storage: %s', (_name, open) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await open();
  });
  afterAll(() => backend.close());

  it('stores a streamed object and serves it back with its name and type', async () => {
    const key = `maintenance/${randomUUID()}`;
    const bytes = Buffer.from('%PDF-1.7 quote for the roof\n');
    await backend.storage.put(key, Readable.from([bytes]), {
      contentType: 'application/pdf',
      size: bytes.length,
      fileName: 'Devis toiture é.pdf',
    });
    const got = await backend.storage.get(key);
    expect(got).toMatchObject({ contentType: 'application/pdf', size: bytes.length, fileName: 'Devis toiture é.pdf' });
    expect((await readAll(got!.body)).equals(bytes)).toBe(true);
  });

  it('answers undefined for a key with no object, and after delete', async () => {
    const key = `community/${randomUUID()}`;
    expect(await backend.storage.get(key)).toBeUndefined();
    await backend.storage.put(key, Buffer.from('x'), { contentType: 'text/plain', size: 1, fileName: 'x.txt' });
    await backend.storage.delete(key);
    expect(await backend.storage.get(key)).toBeUndefined();
  });

  it.each(['../etc/passwd', 'maintenance/../../x', '/abs', 'maintenance/not-a-uuid', 'Maintenance/' + randomUUID(), ''])(
    'refuses a key it did not generate: %j',
    async (key) => {
      await expect(backend.storage.get(key)).rejects.toThrow('not a storage key');
      await expect(backend.storage.put(key, Buffer.from('x'), { contentType: 'text/plain', size: 1, fileName: 'x' })).rejects.toThrow(
        'not a storage key',
      );
    },
  );
});

describe('local folder storage', () => {
  it('leaves nothing behind when an upload stream fails half way', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-files-'));
    try {
      const storage = new LocalFolderStorage(dir);
      const key = `billing/${randomUUID()}`;
      const failing = new Readable({
        read() {
          this.push(Buffer.alloc(1024, 1));
          this.destroy(new Error('client went away'));
        },
      });
      await expect(storage.put(key, failing, { contentType: 'application/pdf', size: 4096, fileName: 'a.pdf' })).rejects.toThrow(
        'client went away',
      );
      expect(await storage.get(key)).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
