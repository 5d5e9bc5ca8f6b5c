import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type ObjectStorage, type StoredObject, type StoredObjectMeta } from './object-storage';

/**
 * Objects as files under one folder (the embedded default). A write lands in a temporary
 * file and is renamed into place, so a failed upload never leaves half an object behind.
 */
export class LocalFolderStorage implements ObjectStorage {
  readonly kind = 'local' as const;

  constructor(private readonly root: string) {}

  private paths(key: string): { data: string; meta: string; dir: string } {
    assertStorageKey(key);
    const [prefix, id] = key.split('/') as [string, string];
    const dir = join(this.root, prefix);
    return { dir, data: join(dir, id), meta: join(dir, `${id}.json`) };
  }

  async put(key: string, body: Readable | Buffer, meta: StoredObjectMeta): Promise<void> {
    const { dir, data, meta: metaPath } = this.paths(key);
    await mkdir(dir, { recursive: true });
    const partial = `${data}.partial`;
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial, { mode: 0o600 }));
      await writeFile(metaPath, JSON.stringify(meta), { mode: 0o600 });
      await rename(partial, data);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const { data, meta: metaPath } = this.paths(key);
    try {
      const [meta, info] = await Promise.all([readFile(metaPath, 'utf8'), stat(data)]);
      return { ...(JSON.parse(meta) as StoredObjectMeta), size: info.size, body: createReadStream(data) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const { data, meta } = this.paths(key);
    await Promise.all([rm(data, { force: true }), rm(meta, { force: true })]);
  }
}
