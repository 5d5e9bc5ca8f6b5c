"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.InviteAcceptance = void 0;
const drizzle_orm_1 = require("drizzle-orm");
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
const people_effects_1 = require("../effects/people-effects");
const schema_1 = require("../schema");
const secrets_1 = require("./secrets");
const UNUSABLE = 'This invitation link is invalid, expired or already used.';
/**
 * Accepting an invitation: single use (row lock + state), unexpired, not revoked (archived).
 * The user and the grant are created together, or not at all; the sign-in account follows
 * once that commits (an after-commit effect, ADR 0015).
 */
class InviteAcceptance {
    db;
    users;
    runners;
    constructor(db, users, runners) {
        this.db = db;
        this.users = users;
        this.runners = runners;
    }
    async usable(db, token, lock) {
        if (typeof token !== 'string' || token.length < 20 || token.length > 100)
            throw new contracts_1.PorticoError('NOT_FOUND', UNUSABLE);
        const query = db
            .select()
            .from(schema_1.invites)
            .where((0, drizzle_orm_1.and)((0, drizzle_orm_1.eq)(schema_1.invites.tokenHash, (0, secrets_1.hashToken)(token)), (0, drizzle_orm_1.eq)(schema_1.invites.status, 'active')));
        const [invite] = (lock ? await query.for('update') : await query);
        if (!invite || invite.inviteStatus !== 'pending' || new Date(String(invite.expiresAt)).getTime() < Date.now())
            throw new contracts_1.PorticoError('NOT_FOUND', UNUSABLE);
        return invite;
    }
    /** What the sign-up page shows before the person sets a password. */
    async lookup(token) {
        const invite = await this.usable(this.db, token, false);
        const [type] = await this.db
            .select({ name: schema_1.userTypes.name })
            .from(schema_1.userTypes)
            .where((0, drizzle_orm_1.eq)(schema_1.userTypes.id, String(invite.userTypeId)));
        const [org] = invite.parentOrgId
            ? await this.db
                .select({ name: schema_1.parentOrgs.name })
                .from(schema_1.parentOrgs)
                .where((0, drizzle_orm_1.eq)(schema_1.parentOrgs.id, String(invite.parentOrgId)))
            : [];
        return {
            email: invite.email,
            firstName: invite.firstName ?? null,
            lastName: invite.lastName ?? null,
            role: type?.name ?? null,
            org: org?.name ?? null,
            expiresAt: invite.expiresAt,
        };
    }
    async accept(body) {
        const { token, firstName, lastName, password, confirmPassword } = (body ?? {});
        const secret = (0, secrets_1.checkNewPassword)(password, confirmPassword);
        return this.users.transaction(async (tx) => {
            const invite = await this.usable(tx, token, true);
            const prepared = await this.users.prepareCreate((0, secrets_1.actingFor)(String(invite.createdBy)), {
                firstName: (typeof firstName === 'string' && firstName.trim()) || invite.firstName,
                lastName: (typeof lastName === 'string' && lastName.trim()) || invite.lastName,
                email: invite.email,
                userTypeId: invite.userTypeId,
                propertyIds: invite.propertyIds,
                unitIds: invite.unitIds,
                ...(invite.parentOrgId ? { parentOrgId: invite.parentOrgId } : {}),
            }, tx);
            const [user] = await this.users.insertPrepared(tx, (0, secrets_1.actingFor)(String(invite.createdBy)), [prepared]);
            // The declared (internal) `accept` action: state check, version, `invite.accepted` event (ADR 0020).
            await this.runners.get((0, platform_1.actionKey)(contracts_1.inviteAccept)).runWithin(tx, (0, secrets_1.actingFor)(user.id), String(invite.id), {}, async () => ({
                acceptedAt: (0, drizzle_orm_1.sql) `now()`,
                acceptedUserId: user.id,
            }));
            await (0, people_effects_1.queueIdentitySync)(tx, user.id, secret);
            return { email: user.email, userId: user.id };
        });
    }
}
exports.InviteAcceptance = InviteAcceptance;
//# sourceMappingURL=invite-acceptance.js.map