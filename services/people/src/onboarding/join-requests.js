"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.JoinRequests = void 0;
const node_crypto_1 = require("node:crypto");
const drizzle_orm_1 = require("drizzle-orm");
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
const people_effects_1 = require("../effects/people-effects");
const schema_1 = require("../schema");
const onboarding_mail_1 = require("./onboarding-mail");
const secrets_1 = require("./secrets");
const submitSchema = (0, contracts_1.createSchema)(contracts_1.joinRequest).omit({ requestedPropertyId: true, parentOrgId: true });
/**
 * Sign-up with a request to join: the account exists (disabled) from the start with the
 * password the person chose; an approver in scope accepts — creating the user with the
 * right role and unit — or declines with a reason. The requester is told either way.
 */
class JoinRequests {
    db;
    requests;
    runners;
    constructor(db, requests, runners) {
        this.db = db;
        this.requests = requests;
        this.runners = runners;
    }
    async submit(body) {
        const { password, confirmPassword, propertyCode, ...rest } = (body ?? {});
        const parsed = submitSchema.safeParse(rest);
        if (!parsed.success)
            throw contracts_1.PorticoError.validation((0, contracts_1.toFieldErrors)(parsed.error));
        const secret = (0, secrets_1.checkNewPassword)(password, confirmPassword);
        const input = parsed.data;
        const email = String(input.email).toLowerCase();
        return this.requests.transaction(async (tx) => {
            // Everything a stranger can get wrong is checked before the email is looked at, and an
            // email that already has an account gets the same answer as a new one (no enumeration).
            const tenancy = {};
            if (input.kind !== 'portfolio') {
                // A property code from the manager, not a public property list: nothing leaks to strangers.
                if (typeof propertyCode !== 'string' || !propertyCode.trim())
                    throw contracts_1.PorticoError.validation([{ path: 'propertyCode', message: 'Enter the property code you were given' }]);
                const [property] = (await tx
                    .select()
                    .from(schema_1.properties)
                    .where((0, drizzle_orm_1.and)((0, drizzle_orm_1.sql) `lower(${schema_1.properties.propertyCode}) = ${propertyCode.trim().toLowerCase()}`, (0, drizzle_orm_1.eq)(schema_1.properties.status, 'active'))));
                if (!property)
                    throw contracts_1.PorticoError.validation([{ path: 'propertyCode', message: 'No property has this code' }]);
                Object.assign(tenancy, { parentOrgId: property.parentOrgId, requestedPropertyId: property.id });
            }
            if (input.kind === 'resident' && !input.unitNumber)
                throw contracts_1.PorticoError.validation([{ path: 'unitNumber', message: 'The Unit field is required' }]);
            const [taken] = await tx
                .select({ id: schema_1.users.id })
                .from(schema_1.users)
                .where((0, drizzle_orm_1.sql) `lower(${schema_1.users.email}) = ${email}`);
            const [pending] = await tx
                .select({ id: schema_1.joinRequests.id })
                .from(schema_1.joinRequests)
                .where((0, drizzle_orm_1.and)((0, drizzle_orm_1.sql) `lower(${schema_1.joinRequests.email}) = ${email}`, (0, drizzle_orm_1.eq)(schema_1.joinRequests.requestStatus, 'pending')));
            if (taken || pending) {
                await (0, people_effects_1.queueMail)(tx, (0, onboarding_mail_1.registrationAttemptMail)(email));
                return { id: (0, node_crypto_1.randomUUID)(), requestStatus: 'pending' };
            }
            const userId = (0, node_crypto_1.randomUUID)();
            const [row] = await this.requests.insertPrepared(tx, (0, secrets_1.actingFor)(userId), [
                { ...input, ...tenancy, email, requestStatus: 'pending', userId, createdBy: userId, updatedBy: userId },
            ]);
            // The account exists from now on (after commit) but cannot sign in until the request is accepted.
            await (0, people_effects_1.queueIdentitySync)(tx, userId, secret);
            await (0, people_effects_1.queueMail)(tx, (0, onboarding_mail_1.joinRequestReceivedMail)(email, String(input.firstName)));
            for (const approver of await this.approvers(tx, tenancy.parentOrgId ?? null)) {
                await (0, people_effects_1.queueMail)(tx, (0, onboarding_mail_1.joinRequestPendingMail)(approver, `${String(input.firstName)} ${String(input.lastName)}`));
            }
            return { id: row.id, requestStatus: 'pending' };
        });
    }
    async approvers(tx, orgId) {
        const rows = (await tx
            .select({ email: schema_1.users.email })
            .from(schema_1.users)
            .where((0, drizzle_orm_1.and)((0, drizzle_orm_1.eq)(schema_1.users.approvesJoinRequests, true), (0, drizzle_orm_1.eq)(schema_1.users.status, 'active'), orgId ? (0, drizzle_orm_1.eq)(schema_1.users.parentOrgId, orgId) : (0, drizzle_orm_1.sql) `${schema_1.users.parentOrgId} is null`)));
        return rows.map((r) => r.email);
    }
    /**
     * The older decision route (`POST /join-requests/{id}/decision`), kept for its callers: it
     * runs the declared `approve` or `reject` action (ADR 0020), and needs that action's slug.
     */
    async decide(principal, id, body) {
        const { decision, reason, unitId } = (body ?? {});
        if (decision !== 'accept' && decision !== 'decline')
            throw contracts_1.PorticoError.validation([{ path: 'decision', message: 'Choose accept or decline' }]);
        const action = decision === 'accept' ? contracts_1.joinRequestApprove : contracts_1.joinRequestReject;
        if (!principal.permissions.has((0, contracts_1.actionSlug)(action)))
            throw new contracts_1.PorticoError('FORBIDDEN', `Missing permission ${(0, contracts_1.actionSlug)(action)}`);
        const runner = this.runners.get((0, platform_1.actionKey)(action));
        return runner.run(principal, id, decision === 'accept' ? (unitId === undefined ? {} : { unitId }) : { reason });
    }
}
exports.JoinRequests = JoinRequests;
//# sourceMappingURL=join-requests.js.map