import { DEFAULT_TIME_ZONE, parentOrg, parkingStall, pet, property, unit, unitUser, vehicle } from '@portico/contracts';
import type { ResourceHooks, ResourceRegistration } from '@portico/platform';
import { parentOrgs, parkingStalls, pets, properties, unitUsers, units, vehicles } from './portfolio.schema';

/** A new property reads its amenities' hours on the default clock until a manager picks its zone. */
const propertyHooks: ResourceHooks = {
  async beforeCreate({ values }) {
    values.timeZone ??= DEFAULT_TIME_ZONE;
  },
};

/** The portfolio structure: parent orgs, properties, units and what hangs off a unit. */
export const portfolioResources: ResourceRegistration[] = [
  { def: parentOrg, table: parentOrgs },
  { def: property, table: properties, hooks: propertyHooks },
  { def: unit, table: units },
  { def: unitUser, table: unitUsers },
  { def: pet, table: pets },
  { def: parkingStall, table: parkingStalls },
  { def: vehicle, table: vehicles },
];
