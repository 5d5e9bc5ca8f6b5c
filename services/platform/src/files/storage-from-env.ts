import { join } from 'node:path';
import { LocalFolderStorage } from './local-folder-storage';
import type { ObjectStorage } from './object-storage';
import { S3Storage } from './s3-storage';

/**
 * `S3_BUCKET` set: the S3-compatible store named by the `S3_*` settings. Otherwise a folder
 * under the data dir, which is what `npm start` uses.
 */
export function storageFromEnv(env: NodeJS.ProcessEnv, dataDir: string): ObjectStorage {
  if (env.S3_BUCKET) {
    return new S3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION ?? 'us-east-1',
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      ...(env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID } : {}),
      ...(env.S3_SECRET_ACCESS_KEY ? { secretAccessKey: env.S3_SECRET_ACCESS_KEY } : {}),
      ...(env.S3_FORCE_PATH_STYLE ? { forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' } : {}),
    });
  }
  return new LocalFolderStorage(join(dataDir, 'files'));
}
