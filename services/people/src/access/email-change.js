"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.EmailChanges = exports.EMAIL_CHANGE_LIFETIME_HOURS = void 0;
exports.requestEmailChange = requestEmailChange;
const drizzle_orm_1 = require("drizzle-orm");
const zod_1 = require("zod");
const contracts_1 = require("@portico/contracts");
const people_effects_1 = require("../effects/people-effects");
const onboarding_mail_1 = require("../onboarding/onboarding-mail");
const secrets_1 = require("../onboarding/secrets");
const schema_1 = require("../schema");
exports.EMAIL_CHANGE_LIFETIME_HOURS = 24;
const UNUSABLE = 'This confirmation link is invalid, expired or already used.';
const IN_USE = 'This email is already in use.';
async function takenBy(tx, email, except) {
    const [row] = await tx
        .select({ id: schema_1.users.id })
        .from(schema_1.users)
        .where((0, drizzle_orm_1.and)((0, drizzle_orm_1.sql) `lower(${schema_1.users.email}) = ${email}`, (0, drizzle_orm_1.ne)(schema_1.users.id, except)));
    return row !== undefined;
}
/**
 * Records a pending change of `user`'s email (ADR 0015): the new address gets a single-use
 * link, the current one a notice; nothing changes until the link is used.
 */
async function requestEmailChange(tx, principal, user, newEmail) {
    const email = newEmail.trim().toLowerCase();
    if (await takenBy(tx, email, String(user.id)))
        throw contracts_1.PorticoError.validation([{ path: 'email', message: IN_USE }]);
    const { token, hash } = (0, secrets_1.newLinkToken)();
    const expiresAt = new Date(Date.now() + exports.EMAIL_CHANGE_LIFETIME_HOURS * 3_600_000).toISOString();
    await tx
        .insert(schema_1.emailChanges)
        .values({ userId: String(user.id), newEmail: email, tokenHash: hash, requestedBy: principal.userId, expiresAt });
    await (0, people_effects_1.queueMail)(tx, (0, onboarding_mail_1.emailChangeConfirmMail)(email, token, expiresAt));
    await (0, people_effects_1.queueMail)(tx, (0, onboarding_mail_1.emailChangeNoticeMail)(String(user.email), email));
}
const confirmSchema = zod_1.z.strictObject({ token: zod_1.z.string().min(20).max(100) });
/** The owner of the new address confirms: the email changes, through the kit (event, identity sync). */
class EmailChanges {
    users;
    constructor(users) {
        this.users = users;
    }
    async confirm(body) {
        const parsed = confirmSchema.safeParse(body ?? {});
        if (!parsed.success)
            throw contracts_1.PorticoError.validation((0, contracts_1.toFieldErrors)(parsed.error));
        return this.users.transaction(async (tx) => {
            const [change] = await tx
                .select()
                .from(schema_1.emailChanges)
                .where((0, drizzle_orm_1.and)((0, drizzle_orm_1.eq)(schema_1.emailChanges.tokenHash, (0, secrets_1.hashToken)(parsed.data.token)), (0, drizzle_orm_1.isNull)(schema_1.emailChanges.confirmedAt)))
                .for('update');
            if (!change || new Date(change.expiresAt).getTime() < Date.now())
                throw new contracts_1.PorticoError('NOT_FOUND', UNUSABLE);
            if (await takenBy(tx, change.newEmail, change.userId))
                throw new contracts_1.PorticoError('CONFLICT', IN_USE);
            const updated = await this.users.applyChange(tx, (0, secrets_1.actingFor)(change.requestedBy), change.userId, { email: change.newEmail });
            // This link is spent, and any other pending change of the same user with it.
            await tx
                .update(schema_1.emailChanges)
                .set({ confirmedAt: (0, drizzle_orm_1.sql) `now()` })
                .where((0, drizzle_orm_1.and)((0, drizzle_orm_1.eq)(schema_1.emailChanges.userId, change.userId), (0, drizzle_orm_1.isNull)(schema_1.emailChanges.confirmedAt)));
            return { userId: updated.id, email: String(updated.email) };
        });
    }
}
exports.EmailChanges = EmailChanges;
//# sourceMappingURL=email-change.js.map