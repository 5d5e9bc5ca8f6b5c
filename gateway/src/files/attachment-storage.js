"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.GATEWAY_STORAGE = void 0;
exports.storageProvider = storageProvider;
const node_os_1 = require("node:os");
const node_path_1 = require("node:path");
const platform_1 = require("@portico/platform");
exports.GATEWAY_STORAGE = 'portico:gateway-storage';
/**
 * The object storage the gateway streams attachments to and from (ADR 0022): S3 when
 * `S3_BUCKET` is set, else a folder under the data dir the launcher passes (`PORTICO_DATA_DIR`).
 */
function storageProvider(config) {
    return {
        provide: exports.GATEWAY_STORAGE,
        useFactory: () => (0, platform_1.storageFromEnv)(process.env, config.dataDir ?? (0, node_path_1.join)((0, node_os_1.tmpdir)(), 'portico-gateway')),
    };
}
//# sourceMappingURL=attachment-storage.js.map