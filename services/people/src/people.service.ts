import { join } from 'node:path';
import { parentOrg, parkingStall, pet, property, unit, unitUser, vehicle } from '@portico/contracts';
import type { DomainServiceOptions } from '@portico/platform';
import { parentOrgs, parkingStalls, pets, properties, unitUsers, units, vehicles } from './schema';
import { seedPeople } from './seed';
import { generateScalePortfolio } from './scale-portfolio';
import { createLogger, type Db } from '@portico/platform';

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
  seed: seedWithOptionalScale,
};

/**
 * The demo seed, plus — when PORTICO_SCALE_UNITS is set — a large property generated in the
 * background, so the service answers at once while the units arrive.
 */
async function seedWithOptionalScale(db: Db): Promise<void> {
  await seedPeople(db);
  const count = Number(process.env.PORTICO_SCALE_UNITS ?? 0);
  if (count > 0) {
    const log = createLogger('people-service');
    void generateScalePortfolio(db, count, (done) => {
      if (done % 20000 === 0 || done === count) log.info({ done, count }, 'scale portfolio units generated');
    }).catch((err: unknown) => log.error({ err }, 'scale portfolio generation failed'));
  }
}
