"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.peopleService = void 0;
exports.createPeopleService = createPeopleService;
const node_path_1 = require("node:path");
const contracts_1 = require("@portico/contracts");
const schema_1 = require("./schema");
const invite_rules_1 = require("./onboarding/invite.rules");
const invite_acceptance_1 = require("./onboarding/invite-acceptance");
const join_requests_1 = require("./onboarding/join-requests");
const join_request_actions_1 = require("./onboarding/join-request-actions");
const onboarding_controller_1 = require("./onboarding/onboarding.controller");
const support_rules_1 = require("./support/support.rules");
const profile_controller_1 = require("./profile/profile.controller");
const access_rules_1 = require("./access/access.rules");
const local_access_1 = require("./access/local-access");
const access_controller_1 = require("./access/access.controller");
const email_change_controller_1 = require("./access/email-change.controller");
const email_change_1 = require("./access/email-change");
const access_seed_1 = require("./access/access.seed");
const access_changed_1 = require("./access/access-changed");
const directory_from_env_1 = require("./identity/directory-from-env");
const identity_sync_1 = require("./identity/identity-sync");
const seed_1 = require("./seed");
const people_effects_1 = require("./effects/people-effects");
const scale_portfolio_1 = require("./scale-portfolio");
const platform_1 = require("@portico/platform");
/**
 * What the people service is: its resources, migrations, seed, access answers and identity
 * sync. `directory` is where accounts live (dev provider, Keycloak, or none with a test issuer).
 */
function createPeopleService(directory = (0, directory_from_env_1.identityDirectoryFromEnv)(), mailer = (0, platform_1.mailerFromEnv)()) {
    return {
        domain: 'people',
        migrationsFolder: (0, node_path_1.join)(__dirname, '..', 'migrations'),
        resources: [
            { def: contracts_1.moduleEntity, table: schema_1.modules },
            { def: contracts_1.permissionEntity, table: schema_1.permissions },
            { def: contracts_1.userType, table: schema_1.userTypes, hooks: ({ nc }) => ({ ...(0, access_rules_1.userTypeRules)(), afterCommit: (0, access_changed_1.announceAccessChange)(() => nc, 'all') }) },
            { def: contracts_1.user, table: schema_1.users, hooks: ({ nc }) => ({ ...(0, access_rules_1.userRules)(), afterCommit: (0, access_changed_1.announceAccessChange)(() => nc, 'user') }) },
            { def: contracts_1.invite, table: schema_1.invites, hooks: (0, invite_rules_1.inviteRules)() },
            { def: contracts_1.joinRequest, table: schema_1.joinRequests, actions: ({ resources }) => (0, join_request_actions_1.joinRequestActions)(resources) },
            { def: contracts_1.group, table: schema_1.groups },
            { def: contracts_1.auditEntry, table: schema_1.auditLog },
            { def: contracts_1.supportRequest, table: schema_1.supportRequests, hooks: (0, support_rules_1.supportRules)() },
            { def: contracts_1.parentOrg, table: schema_1.parentOrgs },
            { def: contracts_1.property, table: schema_1.properties },
            { def: contracts_1.unit, table: schema_1.units },
            { def: contracts_1.unitUser, table: schema_1.unitUsers },
            { def: contracts_1.pet, table: schema_1.pets },
            { def: contracts_1.parkingStall, table: schema_1.parkingStalls },
            { def: contracts_1.vehicle, table: schema_1.vehicles },
        ],
        seed: seedDemo,
        afterStart: generateScaleInBackground,
        // The people service owns access data, so it answers from its own tables (ADR 0008).
        access: ({ db }) => (0, local_access_1.localAccessFetch)(db),
        viewAs: ({ db }) => (0, local_access_1.localViewAsFetch)(db),
        controllers: [access_controller_1.AccessController, onboarding_controller_1.OnboardingController, profile_controller_1.ProfileController, email_change_controller_1.EmailChangeController],
        providers: [
            {
                provide: invite_acceptance_1.InviteAcceptance,
                inject: [platform_1.DB, platform_1.RESOURCES, platform_1.ACTION_RUNNERS],
                useFactory: (db, registry, runners) => new invite_acceptance_1.InviteAcceptance(db, registry.get('user'), runners),
            },
            {
                provide: email_change_1.EmailChanges,
                inject: [platform_1.RESOURCES],
                useFactory: (registry) => new email_change_1.EmailChanges(registry.get('user')),
            },
            {
                provide: join_requests_1.JoinRequests,
                inject: [platform_1.DB, platform_1.RESOURCES, platform_1.ACTION_RUNNERS],
                useFactory: (db, registry, runners) => new join_requests_1.JoinRequests(db, registry.get('joinRequest'), runners),
            },
        ],
        subscriptions: [(0, identity_sync_1.identitySyncSubscription)(directory)],
        effects: () => (0, people_effects_1.peopleEffects)(mailer, directory),
    };
}
exports.peopleService = createPeopleService();
/** The demo seed: the access catalogue, the demo portfolio. */
async function seedDemo(db) {
    await (0, access_seed_1.seedAccess)(db);
    await (0, seed_1.seedPeople)(db);
}
/**
 * With PORTICO_SCALE_UNITS, a large property is generated once the service answers, in the
 * background: the service is usable at once and the units arrive.
 */
function generateScaleInBackground({ db, log }) {
    const count = Number(process.env.PORTICO_SCALE_UNITS ?? 0);
    if (!(count > 0) || (process.env.PORTICO_SEED ?? 'demo') !== 'demo')
        return;
    void (0, scale_portfolio_1.generateScalePortfolio)(db, count, (done) => {
        if (done % 20000 === 0 || done === count)
            log.info({ done, count }, 'scale portfolio units generated');
    }).catch((err) => log.error({ err }, 'scale portfolio generation failed'));
}
//# sourceMappingURL=people.service.js.map