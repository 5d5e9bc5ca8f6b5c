"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.startGatewayForTest = startGatewayForTest;
const create_gateway_1 = require("../create-gateway");
/** The gateway on a random loopback port, pointed at the test NATS and the given issuer. */
async function startGatewayForTest(issuer, requestTimeoutMs = 2000, natsAuth, dataDir) {
    const app = await (0, create_gateway_1.createGateway)({
        port: 0,
        host: '127.0.0.1',
        natsUrl: process.env.NATS_URL,
        oidcIssuer: issuer,
        requestTimeoutMs,
        ...(natsAuth ? { natsAuth } : {}),
        ...(dataDir ? { dataDir } : {}),
    });
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address();
    return { app, url: `http://127.0.0.1:${port}` };
}
//# sourceMappingURL=gateway-harness.js.map