"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DOMAINS = void 0;
exports.seedAccess = seedAccess;
const contracts_1 = require("@portico/contracts");
Object.defineProperty(exports, "DOMAINS", { enumerable: true, get: function () { return contracts_1.DOMAINS; } });
const platform_1 = require("@portico/platform");
const schema_1 = require("../schema");
const seedId = (prefix, n) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
/**
 * The access catalogue (modules, permissions), one system user type per base role with the
 * default grants, and a user record for each demo sign-in. Seeding is additive: an
 * administrator's later edits are never overwritten.
 */
async function seedAccess(db) {
    const moduleKeys = [...new Map(contracts_1.ENTITIES.map((e) => [e.module, e])).values()];
    await (0, platform_1.seedRecords)(db, contracts_1.moduleEntity, schema_1.modules, moduleKeys.map((e, i) => ({
        id: seedId('c0000000', i + 1),
        key: e.module,
        name: e.titlePlural.en,
        domain: e.domain,
        description: `${e.titlePlural.en} (${e.domain})`,
    })));
    let n = 0;
    await (0, platform_1.seedRecords)(db, contracts_1.permissionEntity, schema_1.permissions, moduleKeys.flatMap((e) => contracts_1.PERMISSION_ACTIONS.map((action) => ({
        id: seedId('d0000000', ++n),
        slug: (0, contracts_1.permissionSlug)(e.module, action),
        moduleKey: e.module,
        action,
        description: `${action[0].toUpperCase()}${action.slice(1)} ${e.titlePlural.en.toLowerCase()}`,
    }))));
    // Declared actions (ADR 0020) after the generic five, in their own id range so adding an
    // entity never renumbers them.
    let m = 0;
    await (0, platform_1.seedRecords)(db, contracts_1.permissionEntity, schema_1.permissions, contracts_1.ENTITIES.flatMap((e) => (0, contracts_1.requestableActionsOf)(e).map((a) => ({
        id: seedId('d1000000', ++m),
        slug: (0, contracts_1.actionSlug)(a),
        moduleKey: e.module,
        action: (0, contracts_1.kebabCase)(a.name),
        description: `${a.label.en} ${e.titlePlural.en.toLowerCase()}`,
    }))));
    await (0, platform_1.seedRecords)(db, contracts_1.userType, schema_1.userTypes, contracts_1.ROLES.map((role) => ({
        id: contracts_1.SEED_USER_TYPES[role],
        name: contracts_1.roleLabels[role].en,
        baseRole: role,
        description: `Built-in ${contracts_1.roleLabels[role].en.toLowerCase()} role`,
        permissions: contracts_1.DEFAULT_ROLE_GRANTS[role],
    })));
    await (0, platform_1.seedRecords)(db, contracts_1.user, schema_1.users, contracts_1.SEED_ACCOUNTS.map((a) => {
        const [firstName = a.name, ...rest] = a.name.split(' ');
        return {
            id: a.id,
            parentOrgId: a.org ?? null,
            firstName,
            lastName: rest.join(' ') || firstName,
            email: a.email,
            userTypeId: contracts_1.SEED_USER_TYPES[a.roles[0]],
            propertyIds: a.properties ?? [],
            unitIds: a.units ?? [],
            vendorId: a.vendor ?? null,
            approvesJoinRequests: a.roles.includes('property-manager'),
            approvesMaintenance: a.roles.includes('property-manager'),
            approvesReservations: a.roles.includes('property-manager') || a.roles.includes('staff'),
        };
    }));
}
//# sourceMappingURL=access.seed.js.map