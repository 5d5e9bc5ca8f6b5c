import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Provider } from '@nestjs/common';
import { storageFromEnv, type ObjectStorage } from '@portico/platform';
import type { GatewayConfig } from '../gateway-config';

export const GATEWAY_STORAGE = 'portico:gateway-storage';

/**
 * The object storage the gateway streams attachments to and from (ADR 0022): S3 when
 * `S3_BUCKET` is set, else a folder under the data dir the launcher passes (`PORTICO_DATA_DIR`).
 */
export function storageProvider(config: GatewayConfig): Provider {
  return {
    provide: GATEWAY_STORAGE,
    useFactory: (): ObjectStorage => storageFromEnv(process.env, config.dataDir ?? join(tmpdir(), 'portico-gateway')),
  };
}
