import {
  auditEntry,
  supportRequest,
  group,
  invite,
  joinRequest,
  moduleEntity,
  parentOrg,
  parkingStall,
  permissionEntity,
  pet,
  property,
  unit,
  unitUser,
  user,
  userType,
  vehicle,
} from '@portico/contracts';
import { domainSchema, platformTables, tableFor } from '@portico/platform';

/** The people service's tables, all derived from the entity catalogue; drizzle-kit reads this. */
export const peopleSchema = domainSchema('people');
export const modules = tableFor(moduleEntity);
export const permissions = tableFor(permissionEntity);
export const userTypes = tableFor(userType);
export const users = tableFor(user);
export const invites = tableFor(invite);
export const joinRequests = tableFor(joinRequest);
export const groups = tableFor(group);
export const auditLog = tableFor(auditEntry);
export const supportRequests = tableFor(supportRequest);
export const parentOrgs = tableFor(parentOrg);
export const properties = tableFor(property);
export const units = tableFor(unit);
export const unitUsers = tableFor(unitUser);
export const pets = tableFor(pet);
export const parkingStalls = tableFor(parkingStall);
export const vehicles = tableFor(vehicle);
export const { outbox, inbox, importJobs, importRows, scheduledJobs } = platformTables('people');
