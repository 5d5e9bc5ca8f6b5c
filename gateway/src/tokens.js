"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.GATEWAY_NATS = exports.GATEWAY_CONFIG = void 0;
exports.GATEWAY_CONFIG = 'gateway:config';
exports.GATEWAY_NATS = 'gateway:nats';
//# sourceMappingURL=tokens.js.map