import { SEED_ORGS, SEED_PROPERTIES, parentOrg, property } from '@portico/contracts';
import { seedRecords, type Db } from '@portico/platform';
import { parentOrgs, properties } from './schema';

/** Demo portfolio for the embedded default: two parent orgs so tenancy is visible at once. */
export async function seedPeople(db: Db): Promise<void> {
  await seedRecords(db, parentOrg, parentOrgs, [
    { id: SEED_ORGS.harbor, name: 'Harbor Residential Group', classification: 'residential', primaryAddress: '200 Harbor Way, Seattle, WA 98101', phone: '(206) 555-0140', email: 'office@harbor.example' },
    { id: SEED_ORGS.summit, name: 'Summit Condo Partners', classification: 'condominium', primaryAddress: '45 Summit Ave, Denver, CO 80202', phone: '(303) 555-0199', email: 'hello@summit.example' },
  ]);
  await seedRecords(db, property, properties, [
    { id: SEED_PROPERTIES.harborView, parentOrgId: SEED_ORGS.harbor, name: 'Harbor View Apartments', propertyCode: 'HV-01', propertyType: 'apartment', primaryAddress: '210 Harbor Way, Seattle, WA 98101', buildings: 2, radius: 0.5, radiusUnit: 'miles' },
    { id: SEED_PROPERTIES.harborLofts, parentOrgId: SEED_ORGS.harbor, name: 'Harbor Lofts', propertyCode: 'HL-02', propertyType: 'condominium', primaryAddress: '18 Pier St, Seattle, WA 98104', buildings: 1, radius: 0.3, radiusUnit: 'miles' },
    { id: SEED_PROPERTIES.summitRidge, parentOrgId: SEED_ORGS.summit, name: 'Summit Ridge Condominiums', propertyCode: 'SR-01', propertyType: 'condominium', primaryAddress: '45 Summit Ave, Denver, CO 80202', buildings: 3, radius: 1, radiusUnit: 'kilometers' },
  ]);
}
