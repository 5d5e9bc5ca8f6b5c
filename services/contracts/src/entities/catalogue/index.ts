import type { EntityDef } from '../define';
import type { Domain } from '../../messaging/subjects';
import { parentOrg, property, unit, pet, parkingStall, vehicle, unitUser } from './people';
import { bulletinType } from './community';
import { maintenanceCategory } from './maintenance';
import { billingType } from './billing';
import { auditEntry, supportRequest, group, invite, joinRequest, moduleEntity, permissionEntity, user, userType } from './access';

export * from './people';
export * from './community';
export * from './maintenance';
export * from './billing';
export * from './access';

/** Every entity, in one list: gateway routes, permission catalogue and i18n derive from it. */
export const ENTITIES: readonly EntityDef[] = [
  moduleEntity,
  permissionEntity,
  userType,
  user,
  invite,
  joinRequest,
  group,
  supportRequest,
  auditEntry,
  parentOrg,
  property,
  unit,
  unitUser,
  pet,
  parkingStall,
  vehicle,
  bulletinType,
  maintenanceCategory,
  billingType,
];

export function entityByName(name: string): EntityDef | undefined {
  return ENTITIES.find((e) => e.name === name);
}

export function entitiesOf(domain: Domain): EntityDef[] {
  return ENTITIES.filter((e) => e.domain === domain);
}

export function entityByModule(module: string): EntityDef | undefined {
  return ENTITIES.find((e) => e.module === module);
}
