"use strict";
var _a;
Object.defineProperty(exports, "__esModule", { value: true });
exports.emailChanges = exports.attachments = exports.mirrorRecords = exports.scheduledJobs = exports.importRows = exports.importJobs = exports.inbox = exports.effects = exports.outbox = exports.vehicles = exports.parkingStalls = exports.pets = exports.unitUsers = exports.units = exports.properties = exports.parentOrgs = exports.supportRequests = exports.auditLog = exports.groups = exports.joinRequests = exports.invites = exports.users = exports.userTypes = exports.permissions = exports.modules = exports.peopleSchema = void 0;
const contracts_1 = require("@portico/contracts");
const pg_core_1 = require("drizzle-orm/pg-core");
const platform_1 = require("@portico/platform");
/** The people service's tables, all derived from the entity catalogue; drizzle-kit reads this. */
exports.peopleSchema = (0, platform_1.domainSchema)('people');
exports.modules = (0, platform_1.tableFor)(contracts_1.moduleEntity);
exports.permissions = (0, platform_1.tableFor)(contracts_1.permissionEntity);
exports.userTypes = (0, platform_1.tableFor)(contracts_1.userType);
exports.users = (0, platform_1.tableFor)(contracts_1.user);
exports.invites = (0, platform_1.tableFor)(contracts_1.invite);
exports.joinRequests = (0, platform_1.tableFor)(contracts_1.joinRequest);
exports.groups = (0, platform_1.tableFor)(contracts_1.group);
exports.auditLog = (0, platform_1.tableFor)(contracts_1.auditEntry);
exports.supportRequests = (0, platform_1.tableFor)(contracts_1.supportRequest);
exports.parentOrgs = (0, platform_1.tableFor)(contracts_1.parentOrg);
exports.properties = (0, platform_1.tableFor)(contracts_1.property);
exports.units = (0, platform_1.tableFor)(contracts_1.unit);
exports.unitUsers = (0, platform_1.tableFor)(contracts_1.unitUser);
exports.pets = (0, platform_1.tableFor)(contracts_1.pet);
exports.parkingStalls = (0, platform_1.tableFor)(contracts_1.parkingStall);
exports.vehicles = (0, platform_1.tableFor)(contracts_1.vehicle);
_a = (0, platform_1.platformTables)('people'), exports.outbox = _a.outbox, exports.effects = _a.effects, exports.inbox = _a.inbox, exports.importJobs = _a.importJobs, exports.importRows = _a.importRows, exports.scheduledJobs = _a.scheduledJobs, exports.mirrorRecords = _a.mirrorRecords, exports.attachments = _a.attachments;
/**
 * Pending email changes (ADR 0015): the new address applies only once its owner opens the
 * single-use link mailed to it; only the link's hash is kept, and it expires.
 */
exports.emailChanges = exports.peopleSchema.table('email_changes', {
    id: (0, pg_core_1.uuid)('id').primaryKey().defaultRandom(),
    userId: (0, pg_core_1.uuid)('user_id').notNull(),
    newEmail: (0, pg_core_1.text)('new_email').notNull(),
    tokenHash: (0, pg_core_1.text)('token_hash').notNull().unique('email_changes_token_hash_key'),
    requestedBy: (0, pg_core_1.text)('requested_by').notNull(),
    expiresAt: (0, pg_core_1.timestamp)('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    confirmedAt: (0, pg_core_1.timestamp)('confirmed_at', { withTimezone: true, mode: 'string' }),
    createdAt: (0, pg_core_1.timestamp)('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
//# sourceMappingURL=schema.js.map