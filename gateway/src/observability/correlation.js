"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.correlationIdOf = correlationIdOf;
const node_crypto_1 = require("node:crypto");
const contracts_1 = require("@portico/contracts");
const ids = new WeakMap();
/** The caller's x-correlation-id when it is sane, otherwise a fresh one; stable per request. */
function correlationIdOf(request) {
    let id = ids.get(request);
    if (!id) {
        const given = request.headers[contracts_1.HEADERS.correlationId];
        id = typeof given === 'string' && /^[\w.-]{8,128}$/.test(given) ? given : (0, node_crypto_1.randomUUID)();
        ids.set(request, id);
    }
    return id;
}
//# sourceMappingURL=correlation.js.map