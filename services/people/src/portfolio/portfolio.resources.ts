import { parentOrg, parkingStall, pet, property, unit, unitUser, vehicle } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { parentOrgs, parkingStalls, pets, properties, unitUsers, units, vehicles } from './portfolio.schema';

/** The portfolio structure: parent orgs, properties, units and what hangs off a unit. */
export const portfolioResources: ResourceRegistration[] = [
  { def: parentOrg, table: parentOrgs },
  { def: property, table: properties },
  { def: unit, table: units },
  { def: unitUser, table: unitUsers },
  { def: pet, table: pets },
  { def: parkingStall, table: parkingStalls },
  { def: vehicle, table: vehicles },
];
