import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { assertStorageKey, type ObjectStorage, type StoredObject, type StoredObjectMeta } from './object-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Any S3-compatible endpoint (MinIO, Ceph, R2, s3rver); absent for AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addressing, which most S3-compatible stores need. */
  forcePathStyle?: boolean;
}

/** Objects in an S3-compatible bucket; the file name travels as object metadata. */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
      // Many S3-compatible stores do not understand the SDK's default aws-chunked checksum
      // trailers and would store the framing as content; checksums only where S3 requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
    });
  }

  async put(key: string, body: Readable | Buffer, meta: StoredObjectMeta): Promise<void> {
    assertStorageKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: body,
        ContentType: meta.contentType,
        ContentLength: meta.size,
        // S3 metadata is ASCII-only: the name is percent-encoded.
        Metadata: { 'file-name': encodeURIComponent(meta.fileName) },
      }),
    );
  }

  async get(key: string): Promise<StoredObject | undefined> {
    assertStorageKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      const encodedName = out.Metadata?.['file-name'];
      return {
        body: out.Body as Readable,
        size: out.ContentLength ?? 0,
        contentType: out.ContentType ?? 'application/octet-stream',
        fileName: encodedName ? decodeURIComponent(encodedName) : key.split('/')[1]!,
      };
    } catch (err) {
      if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)) return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  destroy(): void {
    this.client.destroy();
  }
}
