import {
  SEED_ORGS,
  SEED_PROPERTIES,
  SEED_PROPERTY_ZONES,
  SEED_UNITS,
  parentOrg,
  parkingStall,
  pet,
  property,
  unit,
  unitUser,
  vehicle,
} from '@portico/contracts';
import { seedRecords, type Db } from '@portico/platform';
import { parentOrgs, parkingStalls, pets, properties, unitUsers, units, vehicles } from '../schema';

/** Demo portfolio for the embedded default: two parent orgs so tenancy is visible at once. */
export async function seedPeople(db: Db): Promise<void> {
  await seedRecords(db, parentOrg, parentOrgs, [
    {
      id: SEED_ORGS.harbor,
      name: 'Harbor Residential Group',
      classification: 'residential',
      primaryAddress: '200 Harbor Way, Seattle, WA 98101',
      phone: '(206) 555-0140',
      email: 'office@harbor.example',
    },
    {
      id: SEED_ORGS.summit,
      name: 'Summit Condo Partners',
      classification: 'condominium',
      primaryAddress: '45 Summit Ave, Denver, CO 80202',
      phone: '(303) 555-0199',
      email: 'hello@summit.example',
    },
  ]);
  await seedRecords(db, property, properties, [
    {
      id: SEED_PROPERTIES.harborView,
      parentOrgId: SEED_ORGS.harbor,
      name: 'Harbor View Apartments',
      propertyCode: 'HV-01',
      propertyType: 'apartment',
      primaryAddress: '210 Harbor Way, Seattle, WA 98101',
      buildings: 2,
      radius: 0.5,
      radiusUnit: 'miles',
      timeZone: SEED_PROPERTY_ZONES.harborView,
    },
    {
      id: SEED_PROPERTIES.harborLofts,
      parentOrgId: SEED_ORGS.harbor,
      name: 'Harbor Lofts',
      propertyCode: 'HL-02',
      propertyType: 'condominium',
      primaryAddress: '18 Pier St, Seattle, WA 98104',
      buildings: 1,
      radius: 0.3,
      radiusUnit: 'miles',
      timeZone: SEED_PROPERTY_ZONES.harborLofts,
    },
    {
      id: SEED_PROPERTIES.summitRidge,
      parentOrgId: SEED_ORGS.summit,
      name: 'Summit Ridge Condominiums',
      propertyCode: 'SR-01',
      propertyType: 'condominium',
      primaryAddress: '45 Summit Ave, Denver, CO 80202',
      buildings: 3,
      radius: 1,
      radiusUnit: 'kilometers',
      timeZone: SEED_PROPERTY_ZONES.summitRidge,
    },
  ]);
  await seedPortfolio(db);
}

/** Deterministic ids, so re-seeding finds what it seeded before. */
const seedId = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

type UnitSeed = {
  id: string;
  parentOrgId: string;
  propertyId: string;
  unitNumber: string;
  building: string;
  floor: number;
  bedrooms: number;
  squareFeet: number;
  storageNumber: string;
  lockerNumber: string;
  keyFob: string;
};

function unitsOf(propertyId: string, parentOrgId: string, building: string, numbers: string[], firstSeq: number): UnitSeed[] {
  return numbers.map((unitNumber, i) => {
    const floor = Number(unitNumber.replace(/\D/g, '').slice(0, -2) || 1);
    const bedrooms = (i % 3) + 1;
    return {
      id: seedId('2dab7e30', firstSeq + i),
      parentOrgId,
      propertyId,
      unitNumber,
      building,
      floor,
      bedrooms,
      squareFeet: 520 + bedrooms * 310 + (i % 4) * 25,
      storageNumber: `S-${unitNumber}`,
      lockerNumber: `L-${unitNumber}`,
      keyFob: `FOB-${(40000 + firstSeq + i).toString()}`,
    };
  });
}

export async function seedPortfolio(db: Db): Promise<void> {
  const floors = (floorsCount: number, perFloor: number) =>
    Array.from(
      { length: floorsCount * perFloor },
      (_, i) => `${Math.floor(i / perFloor) + 1}${String((i % perFloor) + 1).padStart(2, '0')}`,
    );
  const harborView = unitsOf(SEED_PROPERTIES.harborView, SEED_ORGS.harbor, 'North', floors(3, 8), 1);
  const harborLofts = unitsOf(SEED_PROPERTIES.harborLofts, SEED_ORGS.harbor, 'Lofts', floors(2, 6), 101);
  const summitRidge = unitsOf(SEED_PROPERTIES.summitRidge, SEED_ORGS.summit, 'A', floors(2, 5), 201);
  if (harborView[0]!.id !== SEED_UNITS.harborView101) throw new Error('seed: unit 101 id drifted from SEED_UNITS');
  await seedRecords(db, unit, units, [...harborView, ...harborLofts, ...summitRidge]);

  const on101 = { parentOrgId: SEED_ORGS.harbor, propertyId: SEED_PROPERTIES.harborView, unitId: SEED_UNITS.harborView101 };
  await seedRecords(db, unitUser, unitUsers, [
    {
      id: seedId('7a1c2d3e', 1),
      ...on101,
      name: 'Rosa Resident',
      email: 'resident@portico.test',
      phone: '(206) 555-0111',
      relationship: 'tenant',
      moveInDate: '2024-03-01',
    },
    {
      id: seedId('7a1c2d3e', 2),
      ...on101,
      name: 'Owen Owner',
      email: 'owen.owner@example.com',
      relationship: 'owner',
      moveInDate: '2019-06-15',
    },
    {
      id: seedId('7a1c2d3e', 3),
      ...on101,
      name: 'Paul Previous',
      email: 'paul.previous@example.com',
      relationship: 'tenant',
      moveInDate: '2021-02-01',
      moveOutDate: '2024-01-31',
    },
    {
      id: seedId('7a1c2d3e', 4),
      parentOrgId: SEED_ORGS.harbor,
      propertyId: SEED_PROPERTIES.harborView,
      unitId: harborView[1]!.id,
      name: 'Dana Doe',
      email: 'dana.doe@example.com',
      relationship: 'owner',
      moveInDate: '2022-09-10',
    },
  ]);
  await seedRecords(db, pet, pets, [
    {
      id: seedId('8b2d3e4f', 1),
      ...on101,
      name: 'Biscuit',
      type: 'dog',
      breed: 'Corgi',
      color: 'Red and white',
      age: 4,
      weight: 26,
      lastVaccinationDate: '2026-04-12',
    },
    {
      id: seedId('8b2d3e4f', 2),
      ...on101,
      name: 'Miso',
      type: 'cat',
      breed: 'Domestic shorthair',
      color: 'Grey tabby',
      age: 7,
      weight: 11,
      lastVaccinationDate: '2025-11-02',
    },
  ]);
  await seedRecords(db, vehicle, vehicles, [
    { id: seedId('9c3e4f50', 1), ...on101, type: 'car', model: 'Toyota Prius', color: 'Silver', licensePlate: 'BXR-4821' },
  ]);
  await seedRecords(db, parkingStall, parkingStalls, [
    { id: seedId('ad4f5061', 1), ...on101, stallNumber: 'P1-014', stallType: 'standard', level: 'P1' },
    {
      id: seedId('ad4f5061', 2),
      parentOrgId: SEED_ORGS.harbor,
      propertyId: SEED_PROPERTIES.harborView,
      stallNumber: 'P1-015',
      stallType: 'ev',
      level: 'P1',
    },
    {
      id: seedId('ad4f5061', 3),
      parentOrgId: SEED_ORGS.harbor,
      propertyId: SEED_PROPERTIES.harborView,
      stallNumber: 'P1-016',
      stallType: 'accessible',
      level: 'P1',
    },
  ]);
}
