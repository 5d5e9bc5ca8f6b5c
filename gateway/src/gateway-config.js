"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.gatewayConfigFromEnv = gatewayConfigFromEnv;
const node_path_1 = require("node:path");
const platform_1 = require("@portico/platform");
function gatewayConfigFromEnv(env = process.env) {
    if (!env.NATS_URL)
        throw new Error('NATS_URL is not set');
    const config = {
        port: Number(env.GATEWAY_PORT ?? env.PORT ?? 3000),
        host: env.GATEWAY_HOST ?? '127.0.0.1',
        natsUrl: env.NATS_URL,
        oidcIssuer: env.OIDC_ISSUER ?? 'http://localhost:8080/oidc',
        requestTimeoutMs: Number(env.GATEWAY_REQUEST_TIMEOUT_MS ?? 5000),
    };
    const natsAuth = (0, platform_1.natsAuthFromEnv)('gateway', env);
    if (natsAuth)
        config.natsAuth = natsAuth;
    if (env.OIDC_JWKS_URI)
        config.oidcJwksUri = env.OIDC_JWKS_URI;
    if (env.OIDC_AUDIENCE)
        config.oidcAudience = env.OIDC_AUDIENCE;
    config.dataDir = (0, node_path_1.resolve)(env.PORTICO_DATA_DIR ?? '.data');
    return config;
}
//# sourceMappingURL=gateway-config.js.map