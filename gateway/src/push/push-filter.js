"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.changeFor = changeFor;
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
/**
 * Whether, and what, a subscriber may hear of one domain event: only records it could list or
 * read through the API, within its scope (the same rule the services apply in SQL). The record's
 * fields never travel; the console refetches through the scoped API.
 */
function changeFor(event, principal) {
    const [, entityName, action] = event.subject.split('.');
    const def = entityName ? (0, contracts_1.entityByName)(entityName) : undefined;
    if (!def || !action)
        return undefined;
    if (!principal.permissions.has((0, contracts_1.permissionSlug)(def.module, 'list')) && !principal.permissions.has((0, contracts_1.permissionSlug)(def.module, 'read')))
        return undefined;
    const record = event.data;
    if (!record || typeof record !== 'object' || typeof record.id !== 'string')
        return undefined;
    if (!(0, platform_1.recordInScope)(def, record, principal))
        return undefined;
    return {
        module: def.module,
        entity: def.name,
        action,
        id: record.id,
        version: typeof record.version === 'number' ? record.version : null,
    };
}
//# sourceMappingURL=push-filter.js.map