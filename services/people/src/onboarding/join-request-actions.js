"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.joinRequestActions = joinRequestActions;
const drizzle_orm_1 = require("drizzle-orm");
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
const people_effects_1 = require("../effects/people-effects");
const schema_1 = require("../schema");
const onboarding_mail_1 = require("./onboarding-mail");
const secrets_1 = require("./secrets");
/**
 * The approver's decision on a join request, as handlers of the declared `approve` and `reject`
 * actions (ADR 0020): the runner has locked the request in the approver's scope and checked it
 * is pending; these add who may decide, and what deciding does.
 */
function joinRequestActions(resources) {
    const usersService = resources.get('user');
    const parentOrgs = resources.get('parentOrg');
    const decided = (principal, reason) => ({
        decidedBy: principal.userId,
        decidedAt: (0, drizzle_orm_1.sql) `now()`,
        decisionReason: reason ?? null,
    });
    const reject = async ({ tx, principal, record, reason }) => {
        await mayDecide(tx, principal, record);
        // The disabled account goes: no user and no pending request for it remain.
        await (0, people_effects_1.queueIdentitySync)(tx, String(record.userId));
        await (0, people_effects_1.queueMail)(tx, (0, onboarding_mail_1.joinRequestDecidedMail)(String(record.email), false, reason ?? ''));
        return decided(principal, reason);
    };
    const approve = async ({ tx, principal, record, input, reason }) => {
        await mayDecide(tx, principal, record);
        if (record.kind === 'portfolio' && !(0, platform_1.isPlatformPrincipal)(principal))
            throw new contracts_1.PorticoError('FORBIDDEN', 'Only platform administrators can accept a new portfolio');
        const unitIds = await unitFor(tx, record, input.unitId);
        let parentOrgId = record.parentOrgId;
        // A new portfolio brings its own parent org, owned by the requester.
        if (record.kind === 'portfolio') {
            const orgName = String(record.company || `${String(record.firstName)} ${String(record.lastName)} Portfolio`);
            const values = await parentOrgs.prepareCreate((0, secrets_1.actingFor)(principal.userId), { name: orgName, email: record.email, phone: record.phone }, tx);
            const [org] = await parentOrgs.insertPrepared(tx, (0, secrets_1.actingFor)(principal.userId), [values]);
            parentOrgId = org.id;
        }
        const userTypeId = record.kind === 'vendor' ? contracts_1.SEED_USER_TYPES.vendor : record.kind === 'portfolio' ? contracts_1.SEED_USER_TYPES.parent : contracts_1.SEED_USER_TYPES.resident;
        // The pending request reserves the email against new users: it is decided first (raw
        // update; the runner writes the version and the event after this handler).
        await tx
            .update(schema_1.joinRequests)
            .set({ requestStatus: 'accepted' })
            .where((0, drizzle_orm_1.eq)(schema_1.joinRequests.id, String(record.id)));
        const values = await usersService.prepareCreate((0, secrets_1.actingFor)(principal.userId), {
            firstName: record.firstName,
            lastName: record.lastName,
            email: record.email,
            phone: record.phone,
            company: record.company,
            userTypeId,
            unitIds,
            propertyIds: record.requestedPropertyId ? [record.requestedPropertyId] : [],
            ...(parentOrgId ? { parentOrgId } : {}),
        }, tx);
        await usersService.insertPrepared(tx, (0, secrets_1.actingFor)(principal.userId), [{ ...values, id: record.userId }]);
        await (0, people_effects_1.queueIdentitySync)(tx, String(record.userId));
        await (0, people_effects_1.queueMail)(tx, (0, onboarding_mail_1.joinRequestDecidedMail)(String(record.email), true, null));
        return { ...decided(principal, reason), ...(record.kind === 'portfolio' ? { parentOrgId } : {}) };
    };
    return { approve, reject };
}
/** Approvers only (platform staff always); nobody decides their own request. */
async function mayDecide(tx, principal, record) {
    if ((0, platform_1.isPlatformPrincipal)(principal))
        return;
    const [approver] = (await tx.select().from(schema_1.users).where((0, drizzle_orm_1.eq)(schema_1.users.id, principal.userId)));
    if (!approver?.approvesJoinRequests)
        throw new contracts_1.PorticoError('FORBIDDEN', 'Approval feature not available');
    if (String(approver.email).toLowerCase() === String(record.email).toLowerCase())
        throw new contracts_1.PorticoError('FORBIDDEN', 'You cannot decide your own request');
}
/** The unit the approver chose, or the one matching the requested number in the property. */
async function unitFor(tx, request, chosen) {
    if (request.kind !== 'resident')
        return [];
    const conditions = [(0, drizzle_orm_1.eq)(schema_1.units.propertyId, String(request.requestedPropertyId)), (0, drizzle_orm_1.eq)(schema_1.units.status, 'active')];
    const [unit] = (await tx
        .select({ id: schema_1.units.id })
        .from(schema_1.units)
        .where((0, drizzle_orm_1.and)(...conditions, typeof chosen === 'string' ? (0, drizzle_orm_1.eq)(schema_1.units.id, chosen) : (0, drizzle_orm_1.eq)(schema_1.units.unitNumber, String(request.unitNumber)))));
    if (!unit)
        throw contracts_1.PorticoError.validation([{ path: 'unitId', message: `Unit ${String(request.unitNumber)} not found on the selected Property` }]);
    return [unit.id];
}
//# sourceMappingURL=join-request-actions.js.map