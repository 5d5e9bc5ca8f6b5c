import { join } from 'node:path';
import { parentOrg, property } from '@portico/contracts';
import type { DomainServiceOptions } from '@portico/platform';
import { parentOrgs, properties } from './schema';
import { seedPeople } from './seed';

/** What the people service is: its resources, migrations and seed. */
export const peopleService: DomainServiceOptions = {
  domain: 'people',
  migrationsFolder: join(__dirname, '..', 'migrations'),
  resources: [
    { def: parentOrg, table: parentOrgs },
    // A property's own id is what a property-scoped user is limited to.
    { def: property, table: properties, scope: { propertyColumn: 'id' } },
  ],
  seed: seedPeople,
};
