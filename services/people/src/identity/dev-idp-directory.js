"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DevIdpDirectory = void 0;
const contracts_1 = require("@portico/contracts");
/** The development provider's admin API (infra/dev-idp/src/admin-api.ts). */
class DevIdpDirectory {
    baseUrl;
    secret;
    kind = 'dev-idp';
    constructor(baseUrl, secret) {
        this.baseUrl = baseUrl;
        this.secret = secret;
    }
    async call(method, id, body) {
        let res;
        try {
            res = await fetch(`${this.baseUrl.replace(/\/$/, '')}/admin/accounts/${id}`, {
                method,
                headers: { authorization: `Bearer ${this.secret}`, 'content-type': 'application/json' },
                ...(body === undefined ? {} : { body: JSON.stringify(body) }),
                signal: AbortSignal.timeout(5000),
            });
        }
        catch {
            throw new contracts_1.PorticoError('SERVICE_UNAVAILABLE', 'The identity provider is unavailable');
        }
        if (res.status === 409)
            throw contracts_1.PorticoError.validation([{ path: 'email', message: 'This email is already in use.' }]);
        if (!res.ok)
            throw new contracts_1.PorticoError('SERVICE_UNAVAILABLE', `The identity provider refused the change (${res.status})`);
    }
    async upsert(account, password) {
        const { firstName: _f, lastName: _l, ...rest } = account;
        await this.call('PUT', account.id, { ...rest, ...(password ? { password } : {}) });
    }
    async delete(id) {
        await this.call('DELETE', id);
    }
}
exports.DevIdpDirectory = DevIdpDirectory;
//# sourceMappingURL=dev-idp-directory.js.map