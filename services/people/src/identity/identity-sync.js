"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.accountOf = accountOf;
exports.identitySyncSubscription = identitySyncSubscription;
const access_repository_1 = require("../access/access.repository");
/** The provider account for a user as it stands now (not as some event described it). */
async function accountOf(db, userId) {
    const repo = new access_repository_1.AccessRepository(db);
    const user = await repo.user(userId, db);
    if (!user)
        return undefined;
    const lineage = await repo.lineage(String(user.userTypeId), db);
    const account = {
        id: String(user.id),
        email: String(user.email),
        firstName: String(user.firstName),
        lastName: String(user.lastName),
        name: `${String(user.firstName)} ${String(user.lastName)}`.trim(),
        roles: lineage.length ? [lineage[lineage.length - 1].baseRole] : [],
        disabled: user.status !== 'active',
    };
    if (user.parentOrgId)
        account.org = String(user.parentOrgId);
    if (user.propertyIds?.length)
        account.properties = user.propertyIds;
    if (user.unitIds?.length)
        account.units = user.unitIds;
    if (user.vendorId)
        account.vendor = String(user.vendorId);
    return account;
}
/**
 * Keeps the identity provider in step with user changes, from the service's own events. Each
 * delivery re-reads the user, so order and redelivery do not matter; a failure is retried.
 */
function identitySyncSubscription(directory) {
    return {
        source: 'people',
        durable: 'people-identity-sync',
        filterSubjects: ['created', 'updated', 'archived', 'restored', 'deleted'].map((e) => `people.user.${e}`),
        async handler(event, tx) {
            const id = event.data.id;
            if (!id)
                return;
            const account = await accountOf(tx, id);
            if (account)
                await directory.upsert(account);
            else
                await directory.delete(id);
        },
    };
}
//# sourceMappingURL=identity-sync.js.map