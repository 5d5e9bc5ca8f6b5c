import type { Provider } from '@nestjs/common';
import type { GatewayConfig } from '../gateway-config';
export declare const GATEWAY_STORAGE = "portico:gateway-storage";
/**
 * The object storage the gateway streams attachments to and from (ADR 0022): S3 when
 * `S3_BUCKET` is set, else a folder under the data dir the launcher passes (`PORTICO_DATA_DIR`).
 */
export declare function storageProvider(config: GatewayConfig): Provider;
