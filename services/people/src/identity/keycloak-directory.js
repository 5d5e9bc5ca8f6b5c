"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.KeycloakDirectory = void 0;
const contracts_1 = require("@portico/contracts");
/**
 * Keycloak's admin REST API through a service-account client (client credentials, with the
 * realm-management roles manage-users and view-realm). Keycloak assigns its own user ids, so
 * our id travels as the `portico_uid` attribute (mapped into tokens as a claim).
 */
class KeycloakDirectory {
    options;
    kind = 'keycloak';
    token;
    constructor(options) {
        this.options = options;
    }
    async accessToken() {
        if (this.token && this.token.expires > Date.now() + 10_000)
            return this.token.value;
        const res = await fetch(this.options.tokenUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
                grant_type: 'client_credentials',
                client_id: this.options.clientId,
                client_secret: this.options.clientSecret,
            }),
            signal: AbortSignal.timeout(5000),
        });
        if (!res.ok)
            throw new contracts_1.PorticoError('SERVICE_UNAVAILABLE', `Keycloak refused the service account (${res.status})`);
        const body = (await res.json());
        this.token = { value: body.access_token, expires: Date.now() + body.expires_in * 1000 };
        return body.access_token;
    }
    async request(method, path, body) {
        const res = await fetch(`${this.options.adminUrl.replace(/\/$/, '')}${path}`, {
            method,
            headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json' },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
            signal: AbortSignal.timeout(5000),
        }).catch(() => {
            throw new contracts_1.PorticoError('SERVICE_UNAVAILABLE', 'Keycloak is unavailable');
        });
        if (res.status === 409)
            throw contracts_1.PorticoError.validation([{ path: 'email', message: 'This email is already in use.' }]);
        if (!res.ok && res.status !== 404)
            throw new contracts_1.PorticoError('SERVICE_UNAVAILABLE', `Keycloak refused ${method} ${path} (${res.status})`);
        return res;
    }
    async findKeycloakId(id) {
        const res = await this.request('GET', `/users?q=${encodeURIComponent(`${contracts_1.AUTH.claims.userId}:${id}`)}&exact=true`);
        const users = res.ok ? (await res.json()) : [];
        return users[0]?.id;
    }
    async upsert(account, password) {
        const attributes = { [contracts_1.AUTH.claims.userId]: [account.id] };
        if (account.org)
            attributes[contracts_1.AUTH.claims.org] = [account.org];
        if (account.properties?.length)
            attributes[contracts_1.AUTH.claims.properties] = account.properties;
        if (account.units?.length)
            attributes[contracts_1.AUTH.claims.units] = account.units;
        if (account.vendor)
            attributes[contracts_1.AUTH.claims.vendor] = [account.vendor];
        const representation = {
            username: account.email,
            email: account.email,
            emailVerified: true,
            firstName: account.firstName,
            lastName: account.lastName,
            enabled: !account.disabled,
            attributes,
        };
        let kcId = await this.findKeycloakId(account.id);
        if (kcId)
            await this.request('PUT', `/users/${kcId}`, representation);
        else {
            const created = await this.request('POST', '/users', representation);
            kcId = created.headers.get('location')?.split('/').pop() ?? (await this.findKeycloakId(account.id));
            if (!kcId)
                throw new contracts_1.PorticoError('SERVICE_UNAVAILABLE', 'Keycloak did not return the new user');
        }
        await this.syncRoles(kcId, account.roles);
        if (password)
            await this.request('PUT', `/users/${kcId}/reset-password`, { type: 'password', value: password, temporary: false });
    }
    async syncRoles(kcId, roles) {
        const current = (await (await this.request('GET', `/users/${kcId}/role-mappings/realm`)).json());
        const portico = new Set(roles);
        const remove = current.filter((r) => !portico.has(r.name) && /^(administrator|parent|super-user|editor|property-manager|staff|resident|vendor)$/.test(r.name));
        const missing = roles.filter((r) => !current.some((c) => c.name === r));
        if (remove.length)
            await this.request('DELETE', `/users/${kcId}/role-mappings/realm`, remove);
        if (missing.length) {
            const reps = await Promise.all(missing.map(async (name) => (await this.request('GET', `/roles/${encodeURIComponent(name)}`)).json()));
            await this.request('POST', `/users/${kcId}/role-mappings/realm`, reps);
        }
    }
    async delete(id) {
        const kcId = await this.findKeycloakId(id);
        if (kcId)
            await this.request('DELETE', `/users/${kcId}`);
    }
}
exports.KeycloakDirectory = KeycloakDirectory;
//# sourceMappingURL=keycloak-directory.js.map