import { parentOrg, parkingStall, pet, property, unit, unitUser, vehicle } from '@portico/contracts';
import { tableFor } from '@portico/platform';

export const parentOrgs = tableFor(parentOrg);
export const properties = tableFor(property);
export const units = tableFor(unit);
export const unitUsers = tableFor(unitUser);
export const pets = tableFor(pet);
export const parkingStalls = tableFor(parkingStall);
export const vehicles = tableFor(vehicle);
