import { join } from 'node:path';
import { parentOrg, parkingStall, pet, property, unit, unitUser, vehicle } from '@portico/contracts';
import type { DomainServiceOptions } from '@portico/platform';
import { parentOrgs, parkingStalls, pets, properties, unitUsers, units, vehicles } from './schema';
import { seedPeople } from './seed';

/** What the people service is: its resources, migrations and seed. */
export const peopleService: DomainServiceOptions = {
  domain: 'people',
  migrationsFolder: join(__dirname, '..', 'migrations'),
  resources: [
    { def: parentOrg, table: parentOrgs },
    { def: property, table: properties },
    { def: unit, table: units },
    { def: unitUser, table: unitUsers },
    { def: pet, table: pets },
    { def: parkingStall, table: parkingStalls },
    { def: vehicle, table: vehicles },
  ],
  seed: seedPeople,
};
