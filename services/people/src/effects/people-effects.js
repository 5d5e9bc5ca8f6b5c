"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.queueMail = queueMail;
exports.queueIdentitySync = queueIdentitySync;
exports.peopleEffects = peopleEffects;
const drizzle_orm_1 = require("drizzle-orm");
const platform_1 = require("@portico/platform");
const identity_sync_1 = require("../identity/identity-sync");
const schema_1 = require("../schema");
/**
 * The people service's side effects, recorded in the write transaction and performed after it
 * commits (ADR 0015): a rolled-back change sends no mail and creates no account.
 */
const IDENTITY = 'identity';
/** Queues a mail; it is sent once the transaction commits. */
function queueMail(tx, message) {
    return (0, platform_1.queueDomainMail)(tx, 'people', message);
}
/**
 * Queues bringing the provider account of `userId` in line with the data as it stands when the
 * effect runs (so order and retries do not matter); `password` is set when given.
 */
function queueIdentitySync(tx, userId, password) {
    return (0, platform_1.recordEffect)(tx, 'people', IDENTITY, { userId, ...(password ? { password } : {}) });
}
/** A pending join request's account: it exists, disabled, until the request is decided. */
async function pendingJoinAccount(db, userId) {
    const [request] = (await db
        .select()
        .from(schema_1.joinRequests)
        .where((0, drizzle_orm_1.and)((0, drizzle_orm_1.eq)(schema_1.joinRequests.userId, userId), (0, drizzle_orm_1.eq)(schema_1.joinRequests.requestStatus, 'pending'))));
    if (!request)
        return undefined;
    const firstName = String(request.firstName);
    const lastName = String(request.lastName);
    return { id: userId, email: String(request.email), firstName, lastName, name: `${firstName} ${lastName}`, roles: [], disabled: true };
}
function peopleEffects(mailer, directory) {
    return {
        ...(0, platform_1.mailEffectHandlers)(mailer),
        async [IDENTITY](payload, { db }) {
            const userId = String(payload.userId);
            const password = typeof payload.password === 'string' ? payload.password : undefined;
            const account = (await (0, identity_sync_1.accountOf)(db, userId)) ?? (await pendingJoinAccount(db, userId));
            if (account)
                await directory.upsert(account, password);
            else
                await directory.delete(userId);
        },
    };
}
//# sourceMappingURL=people-effects.js.map