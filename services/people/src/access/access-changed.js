"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.announceAccessChange = announceAccessChange;
const nats_1 = require("nats");
const platform_1 = require("@portico/platform");
const codec = (0, nats_1.JSONCodec)();
/**
 * Announces an access change and flushes it to the server before the write is answered, so
 * the gateway (which receives it ahead of the reply) never serves the old grant afterwards.
 */
function announceAccessChange(nc, scope) {
    return async ({ ids }) => {
        const conn = nc();
        if (!conn)
            return;
        if (scope === 'all')
            conn.publish(platform_1.ACCESS_CHANGED_SUBJECT, codec.encode({}));
        else
            for (const userId of ids)
                conn.publish(platform_1.ACCESS_CHANGED_SUBJECT, codec.encode({ userId }));
        await conn.flush();
    };
}
//# sourceMappingURL=access-changed.js.map