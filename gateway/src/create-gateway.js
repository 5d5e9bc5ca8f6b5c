"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.createGateway = createGateway;
require("reflect-metadata");
const core_1 = require("@nestjs/core");
const helmet_1 = __importDefault(require("helmet"));
const platform_1 = require("@portico/platform");
const gateway_module_1 = require("./gateway.module");
const json_depth_1 = require("./body/json-depth");
const security_headers_1 = require("./security-headers");
async function createGateway(config) {
    (0, platform_1.initTracing)('gateway');
    const app = await core_1.NestFactory.create(gateway_module_1.GatewayModule.forConfig(config), {
        logger: ['error', 'warn'],
        bodyParser: false,
    });
    // First, so every answer carries them: 404s and body-parser errors included.
    app.use((0, helmet_1.default)(security_headers_1.API_SECURITY_HEADERS));
    // Bounded bodies, below NATS's 1 MB message limit: an oversized request is a 413 envelope.
    // Depth is checked on the raw bytes before parsing (`verify` runs first), so a deeply nested
    // body is a 400 without ever being built.
    app.useBodyParser('json', {
        limit: '900kb',
        verify: (_req, _res, raw) => {
            if ((0, json_depth_1.exceedsJsonDepth)(raw))
                throw new json_depth_1.JsonTooDeepError();
        },
    });
    // Behind the edge (or an ingress) on loopback, the client address comes from X-Forwarded-For.
    app.set('trust proxy', 'loopback');
    app.disable('x-powered-by');
    app.enableShutdownHooks();
    return app;
}
//# sourceMappingURL=create-gateway.js.map