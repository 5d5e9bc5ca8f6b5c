"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.startApiTestbed = startApiTestbed;
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
const testing_1 = require("@portico/platform/testing");
const gateway_harness_1 = require("./gateway-harness");
async function startApiTestbed(options) {
    const stops = [];
    const nats = await (0, testing_1.startIsolatedNats)({ auth: options.natsAuth ?? false });
    stops.push(() => nats.stop());
    let mail;
    if (options.mail) {
        mail = new platform_1.MailSink();
        process.env.SMTP_URL = await mail.start();
        stops.push(() => mail.stop());
    }
    const issuer = await (0, testing_1.startTestIssuer)();
    stops.push(() => issuer.close());
    const databases = {};
    for (const service of options.services) {
        const natsAuth = nats.credentials?.[service.domain];
        const started = await (0, testing_1.startDomainServiceForTest)(service, issuer.issuer, natsAuth ? { natsAuth } : {});
        databases[service.domain] = started.databaseUrl;
        stops.push(() => started.stop());
    }
    const gateway = await (0, gateway_harness_1.startGatewayForTest)(issuer.issuer, options.requestTimeoutMs, nats.credentials?.gateway, options.gatewayDataDir);
    stops.push(() => gateway.app.close());
    const account = (email) => {
        const found = contracts_1.SEED_ACCOUNTS.find((a) => a.email === email);
        if (!found)
            throw new Error(`no seeded account ${email}`);
        return found;
    };
    const token = (who, overrides) => issuer.token(typeof who === 'string' ? account(who) : who, overrides);
    return {
        url: gateway.url,
        natsUrl: nats.url,
        natsCredentials: nats.credentials,
        issuer,
        mail,
        databases,
        account,
        token,
        async call(who, method, path, body, headers = {}) {
            const res = await fetch(`${gateway.url}/api/v1${path}`, {
                method,
                headers: { 'content-type': 'application/json', ...(who ? { authorization: `Bearer ${await token(who)}` } : {}), ...headers },
                ...(body === undefined ? {} : { body: JSON.stringify(body) }),
            });
            return { status: res.status, body: (await res.json()), headers: res.headers };
        },
        async stop() {
            for (const stop of stops.reverse())
                await stop();
        },
    };
}
//# sourceMappingURL=api-testbed.js.map