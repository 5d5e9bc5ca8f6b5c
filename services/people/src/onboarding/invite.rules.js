"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.INVITE_LIFETIME_DAYS = void 0;
exports.inviteRules = inviteRules;
const drizzle_orm_1 = require("drizzle-orm");
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
const access_rules_1 = require("../access/access.rules");
const access_repository_1 = require("../access/access.repository");
const schema_1 = require("../schema");
const people_effects_1 = require("../effects/people-effects");
const onboarding_mail_1 = require("./onboarding-mail");
const secrets_1 = require("./secrets");
exports.INVITE_LIFETIME_DAYS = 7;
/**
 * Creating an invitation: the inviter may grant the role, and the mail is queued in the
 * transaction and sent after it commits (ADR 0015). An address that already has an account is
 * reported only when that account is in the inviter's own scope; otherwise the answer is the
 * same as for a new address and the owner of the address is told by mail instead.
 */
function inviteRules() {
    return {
        async beforeCreate({ tx, principal, values }) {
            await (0, access_rules_1.assertCanGrant)(tx, principal, values.userTypeId);
            const email = String(values.email).toLowerCase();
            const [existing] = await tx
                .select({ id: schema_1.users.id, parentOrgId: schema_1.users.parentOrgId })
                .from(schema_1.users)
                .where((0, drizzle_orm_1.sql) `lower(${schema_1.users.email}) = ${email}`);
            const visible = existing && ((0, platform_1.isPlatformPrincipal)(principal) || existing.parentOrgId === principal.orgId);
            if (visible)
                throw contracts_1.PorticoError.validation([{ path: 'email', message: 'This email is already in use.' }]);
            const { token, hash } = (0, secrets_1.newLinkToken)();
            const expiresAt = new Date(Date.now() + exports.INVITE_LIFETIME_DAYS * 86_400_000).toISOString();
            Object.assign(values, { tokenHash: hash, inviteStatus: 'pending', expiresAt });
            const type = await new access_repository_1.AccessRepository(tx).userType(String(values.userTypeId), tx);
            const [org] = values.parentOrgId
                ? await tx
                    .select({ name: schema_1.parentOrgs.name })
                    .from(schema_1.parentOrgs)
                    .where((0, drizzle_orm_1.eq)(schema_1.parentOrgs.id, String(values.parentOrgId)))
                : [];
            const inviter = principal.name ?? principal.email ?? 'An administrator';
            const orgName = org?.name ?? null;
            // The invitation exists like any other, but its link is never sent: it cannot be used.
            if (existing)
                return void (await (0, people_effects_1.queueMail)(tx, (0, onboarding_mail_1.invitedExistingAccountMail)(email, { inviter, org: orgName })));
            await (0, people_effects_1.queueMail)(tx, (0, onboarding_mail_1.inviteMail)(email, token, {
                inviter,
                role: type?.name ?? 'a user',
                org: orgName,
                message: values.message,
                expiresAt,
            }));
        },
    };
}
//# sourceMappingURL=invite.rules.js.map