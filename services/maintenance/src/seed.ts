import {
  SEED_ACCOUNTS,
  SEED_ORGS,
  SEED_PROPERTIES,
  SEED_UNITS,
  SEED_VENDORS,
  equipment,
  location,
  maintenanceCategory,
  order,
  part,
  partMovement,
  quoteLine,
  rfp,
  rfpBid,
  rfpQuestion,
  schedule,
  thread,
  threadMessage,
  vendor,
} from '@portico/contracts';
import { seedRecords, type Db } from '@portico/platform';
import {
  equipmentTable,
  locations,
  maintenanceCategories,
  orders,
  partMovements,
  parts,
  quoteLines,
  rfpBids,
  rfpQuestions,
  rfps,
  schedules,
  threadMessages,
  threads,
  vendors,
} from './schema';

const id = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const account = (email: string) => SEED_ACCOUNTS.find((a) => a.email === email)!.id;
const MANAGER = account('manager@portico.test');
const STAFF = account('staff@portico.test');
const RESIDENT = account('resident@portico.test');
const VENDOR_USER = account('vendor@portico.test');
const unitOf = (n: number) => id('2dab7e30', n);
const HARBOR = { parentOrgId: SEED_ORGS.harbor };
const VIEW = { ...HARBOR, propertyId: SEED_PROPERTIES.harborView };
const LOFTS = { ...HARBOR, propertyId: SEED_PROPERTIES.harborLofts };
const SUMMIT = { parentOrgId: SEED_ORGS.summit, propertyId: SEED_PROPERTIES.summitRidge };

/** A date `days` from today (demo data stays current whenever it is seeded). */
function day(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const at = (days: number, hour = 10) => `${day(days)}T${String(hour).padStart(2, '0')}:00:00.000Z`;

export const CATEGORY = {
  plumbing: id('5ade0163', 1),
  electrical: id('5ade0163', 2),
  hvac: id('5ade0163', 3),
  appliances: id('5ade0163', 4),
  pest: id('5ade0163', 5),
  landscaping: id('5ade0163', 6),
};
export const LOCATION = {
  north: id('6c0a1111', 1),
  lobby: id('6c0a1111', 2),
  boiler: id('6c0a1111', 3),
  roof: id('6c0a1111', 4),
  pool: id('6c0a1111', 5),
  garage: id('6c0a1111', 6),
  lofts: id('6c0a1111', 7),
  courtyard: id('6c0a1111', 8),
  clubhouse: id('6c0a1111', 9),
};
export const VENDOR = {
  brightFix: SEED_VENDORS.brightFix,
  voltline: id('3ebc8f41', 2),
  coolAir: id('3ebc8f41', 3),
  greenLeaf: id('3ebc8f41', 4),
  alpine: id('3ebc8f41', 5),
};
export const EQUIPMENT = {
  boiler: id('7e0b2222', 1),
  elevator: id('7e0b2222', 2),
  poolPump: id('7e0b2222', 3),
  rooftopAc: id('7e0b2222', 4),
  irrigation: id('7e0b2222', 5),
};
export const PART = {
  cartridge: id('8f0c3333', 1),
  filter: id('8f0c3333', 2),
  bulb: id('8f0c3333', 3),
  smoke: id('8f0c3333', 4),
  flapper: id('8f0c3333', 5),
};
export const ORDER = (n: number) => id('9a0d4444', n);
export const SCHEDULE = (n: number) => id('9b0e5555', n);

export async function seedMaintenance(db: Db): Promise<void> {
  const harbor = (n: number, name: string, color: string, due: [number, number, number, number]) => ({
    id: id('5ade0163', n),
    ...HARBOR,
    name,
    color,
    dueDaysLow: due[0],
    dueDaysMedium: due[1],
    dueDaysHigh: due[2],
    dueDaysEmergency: due[3],
  });
  await seedRecords(db, maintenanceCategory, maintenanceCategories, [
    harbor(1, 'Plumbing', '#1E88E5', [14, 7, 2, 1]),
    harbor(2, 'Electrical', '#FF9F43', [14, 7, 2, 1]),
    harbor(3, 'HVAC', '#28C76F', [21, 10, 3, 1]),
    harbor(4, 'Appliances', '#7367F0', [21, 10, 5, 2]),
    harbor(5, 'Pest Control', '#EA5455', [14, 7, 3, 1]),
    { id: CATEGORY.landscaping, parentOrgId: SEED_ORGS.summit, name: 'Landscaping', color: '#2E7D32' },
  ]);

  const loc = (
    key: keyof typeof LOCATION,
    tenant: { parentOrgId: string; propertyId: string },
    name: string,
    locationType: string,
    description: string,
    parent?: string,
  ) => ({
    id: LOCATION[key],
    ...tenant,
    name,
    locationType,
    description,
    ...(parent ? { parentLocationId: parent } : {}),
  });
  await seedRecords(db, location, locations, [
    loc('north', VIEW, 'North Building', 'building', 'The main residential tower, floors 1 to 3.'),
    loc('lobby', VIEW, 'Lobby', 'common-area', 'Ground-floor lobby, mailroom and front desk.', LOCATION.north),
    loc('boiler', VIEW, 'Boiler Room', 'mechanical', 'Basement level B1, keys at the front desk.', LOCATION.north),
    loc('roof', VIEW, 'Roof', 'outdoor', 'Rooftop mechanical deck; access by the east stairwell.', LOCATION.north),
    loc('pool', VIEW, 'Pool Deck', 'amenity', 'Outdoor pool, open May to September.'),
    loc('garage', VIEW, 'Garage', 'common-area', 'Two-level parking garage under the North Building.', LOCATION.north),
    loc('lofts', LOFTS, 'Lofts Building', 'building', 'Converted warehouse, two floors of lofts.'),
    loc('courtyard', LOFTS, 'Courtyard', 'outdoor', 'Inner courtyard with planters and bike racks.'),
    loc('clubhouse', SUMMIT, 'Clubhouse', 'amenity', 'Residents clubhouse with gym and party room.'),
  ]);

  await seedRecords(db, vendor, vendors, [
    {
      id: VENDOR.brightFix,
      ...HARBOR,
      businessName: 'BrightFix Plumbing',
      contactName: 'Vic Vendor',
      email: 'vendor@portico.test',
      phone: '+1 206 555 0101',
      categoryIds: [CATEGORY.plumbing, CATEGORY.appliances],
      license: 'PL-448812',
      licenseExpiresOn: day(400),
      insuranceLicense: 'INS-99120',
      insuranceExpiresOn: day(200),
      bond: 'BND-3321',
      bondExpiresOn: day(45),
      serviceRadius: 25,
      businessAddress: '1200 Dock St, Seattle, WA 98101',
      billingInfo: 'Net 30, invoices to billing@brightfix.test',
      userId: VENDOR_USER,
    },
    {
      id: VENDOR.voltline,
      ...HARBOR,
      businessName: 'Voltline Electric',
      contactName: 'Elena Volt',
      email: 'dispatch@voltline.test',
      phone: '+1 206 555 0144',
      categoryIds: [CATEGORY.electrical],
      license: 'EL-20931',
      licenseExpiresOn: day(300),
      insuranceLicense: 'INS-77411',
      insuranceExpiresOn: day(25),
      bond: 'BND-1180',
      bondExpiresOn: day(500),
      serviceRadius: 40,
      businessAddress: '77 Spark Ave, Tacoma, WA 98402',
    },
    {
      id: VENDOR.coolAir,
      ...HARBOR,
      businessName: 'CoolAir HVAC',
      contactName: 'Hal Vent',
      email: 'service@coolair.test',
      phone: '+1 206 555 0177',
      categoryIds: [CATEGORY.hvac],
      license: 'HV-55012',
      licenseExpiresOn: day(180),
      insuranceLicense: 'INS-31007',
      // Lapsed: assignment and award are refused until a new certificate is on file.
      insuranceExpiresOn: day(-12),
      bond: 'BND-7781',
      bondExpiresOn: day(240),
      serviceRadius: 30,
      notes: 'Insurance certificate lapsed; renewal requested.',
    },
    {
      id: VENDOR.greenLeaf,
      ...HARBOR,
      businessName: 'GreenLeaf Pest Control',
      contactName: 'Gina Leaf',
      email: 'hello@greenleaf.test',
      categoryIds: [CATEGORY.pest],
      license: 'PC-1002',
      licenseExpiresOn: day(6),
      insuranceExpiresOn: day(365),
      bondExpiresOn: day(365),
    },
    {
      id: VENDOR.alpine,
      parentOrgId: SEED_ORGS.summit,
      businessName: 'Alpine Landscaping',
      contactName: 'Al Pine',
      email: 'crew@alpine.test',
      categoryIds: [CATEGORY.landscaping],
      licenseExpiresOn: day(280),
      insuranceExpiresOn: day(280),
      bondExpiresOn: day(280),
    },
  ]);

  await seedRecords(db, equipment, equipmentTable, [
    {
      id: EQUIPMENT.boiler,
      ...VIEW,
      deviceName: 'Boiler #1',
      locationId: LOCATION.boiler,
      servicedBy: VENDOR.coolAir,
      modelNo: 'Viessmann Vitocrossal 300',
      serialNo: 'VC3-0045512',
      warrantyStart: day(-700),
      warrantyEnd: day(395),
      warrantyStandard: '5 years parts',
      warrantyExtended: '10 years heat exchanger',
      expirationReminderDays: 60,
      serviceEvery: 3,
      serviceUnit: 'month',
      latitude: 47.6097,
      longitude: -122.3422,
    },
    {
      id: EQUIPMENT.elevator,
      ...VIEW,
      deviceName: 'Elevator A',
      locationId: LOCATION.lobby,
      modelNo: 'Otis Gen2',
      serialNo: 'OT-88120',
      warrantyStart: day(-1500),
      warrantyEnd: day(-40),
      warrantyStandard: '2 years',
      serviceEvery: 1,
      serviceUnit: 'month',
      latitude: 47.6098,
      longitude: -122.342,
    },
    {
      id: EQUIPMENT.poolPump,
      ...VIEW,
      deviceName: 'Pool Pump',
      locationId: LOCATION.pool,
      modelNo: 'Pentair IntelliFlo',
      warrantyStart: day(-200),
      warrantyEnd: day(50),
      expirationReminderDays: 60,
      latitude: 47.6095,
      longitude: -122.3425,
    },
    {
      id: EQUIPMENT.rooftopAc,
      ...VIEW,
      deviceName: 'Rooftop AC Unit',
      locationId: LOCATION.roof,
      servicedBy: VENDOR.coolAir,
      modelNo: 'Carrier WeatherMaker',
      warrantyStart: day(-300),
      warrantyEnd: day(430),
      serviceEvery: 6,
      serviceUnit: 'month',
    },
    { id: EQUIPMENT.irrigation, ...SUMMIT, deviceName: 'Irrigation Controller', locationId: LOCATION.clubhouse, modelNo: 'Rain Bird ESP' },
  ]);

  const stock = [
    { key: 'cartridge', name: 'Faucet cartridge', partNumber: 'FC-100', unitPrice: 1850, minimumQuantity: 5, moves: [20, -3, -2] },
    { key: 'filter', name: 'HVAC filter 20x25x1', partNumber: 'HF-2025', unitPrice: 975, minimumQuantity: 24, moves: [48, -30] },
    { key: 'bulb', name: 'LED bulb A19', partNumber: 'LB-A19', unitPrice: 320, minimumQuantity: 40, moves: [100, -12] },
    { key: 'smoke', name: 'Smoke detector', partNumber: 'SD-10Y', unitPrice: 3200, minimumQuantity: 6, moves: [10, -6] },
    { key: 'flapper', name: 'Toilet flapper', partNumber: 'TF-2', unitPrice: 640, minimumQuantity: 4, moves: [12, -1] },
  ] as const;
  await seedRecords(
    db,
    part,
    parts,
    stock.map((s) => {
      const onHand = s.moves.reduce((a, b) => a + b, 0);
      return {
        id: PART[s.key],
        ...VIEW,
        name: s.name,
        partNumber: s.partNumber,
        unitPrice: s.unitPrice,
        minimumQuantity: s.minimumQuantity,
        quantityOnHand: onHand,
        lowStock: onHand < s.minimumQuantity,
        storageLocation: 'Maintenance shop, shelf B',
      };
    }),
  );

  let moveSeq = 0;
  await seedRecords(
    db,
    partMovement,
    partMovements,
    stock.flatMap((s) =>
      s.moves.map((quantity, i) => ({
        id: id('8f1c3334', ++moveSeq),
        ...VIEW,
        partId: PART[s.key],
        kind: quantity > 0 ? 'received' : 'used',
        quantity,
        unitCost: s.unitPrice,
        ...(quantity < 0 ? { orderId: ORDER(5) } : {}),
        note: i === 0 ? 'Opening stock' : quantity < 0 ? 'Used on a repair' : 'Restock',
      })),
    ),
  );

  type OrderSeed = Record<string, unknown> & { n: number };
  const base = (o: OrderSeed) => {
    const { n, ...rest } = o;
    // A finished order was reported before it was completed (analytics measure the gap).
    const reported =
      typeof rest.completedAt === 'string'
        ? { createdAt: new Date(Date.parse(rest.completedAt) - (2 + (n % 4)) * 86_400_000).toISOString() }
        : {};
    return { id: ORDER(n), ...VIEW, requesterId: RESIDENT, reopenCount: 0, ...reported, ...rest };
  };
  const vendorJob = { assignedType: 'work-order', vendorId: VENDOR.brightFix, vendorUserId: VENDOR_USER };
  await seedRecords(db, order, orders, [
    base({
      n: 1,
      title: 'Kitchen sink leaking under the cabinet',
      state: 'assigned',
      unitId: SEED_UNITS.harborView101,
      categoryId: CATEGORY.plumbing,
      urgency: 'high',
      description: 'Water pools under the sink after running the tap for a minute.',
      requesterAvailability: 'Weekdays after 4 pm',
      permissionToEnter: true,
      dueDate: day(2),
      ...vendorJob,
    }),
    base({
      n: 2,
      title: 'Bathroom fan is noisy',
      state: 'requested',
      unitId: SEED_UNITS.harborView101,
      categoryId: CATEGORY.electrical,
      urgency: 'low',
      dueDate: day(14),
    }),
    base({
      n: 3,
      title: 'Lobby light flickering',
      state: 'open',
      requesterId: STAFF,
      locationId: LOCATION.north,
      subLocationId: LOCATION.lobby,
      categoryId: CATEGORY.electrical,
      urgency: 'medium',
      dueDate: day(5),
    }),
    base({
      n: 4,
      title: 'No heat in unit 103',
      state: 'in-progress',
      unitId: unitOf(3),
      requesterId: MANAGER,
      categoryId: CATEGORY.hvac,
      urgency: 'emergency',
      dueDate: day(0),
      assignedType: 'work-order',
      assignedStaffId: STAFF,
      equipmentId: EQUIPMENT.boiler,
    }),
    base({
      n: 5,
      title: 'Dripping bathtub faucet',
      state: 'completed',
      unitId: unitOf(2),
      requesterId: MANAGER,
      categoryId: CATEGORY.plumbing,
      urgency: 'medium',
      dueDate: day(-3),
      ...vendorJob,
      laborHours: 1.5,
      laborCost: 12000,
      partsCost: 3700,
      completionNote: 'Replaced two cartridges; no more drip.',
      completedAt: at(-4, 15),
      completedOnTime: true,
    }),
    base({
      n: 6,
      title: 'Garage door sensor misaligned',
      state: 'closed',
      requesterId: STAFF,
      locationId: LOCATION.garage,
      categoryId: CATEGORY.electrical,
      urgency: 'high',
      dueDate: day(-10),
      assignedType: 'work-order',
      assignedStaffId: STAFF,
      laborHours: 0.5,
      completionNote: 'Realigned and cleaned both sensors.',
      completedAt: at(-9, 11),
      completedOnTime: true,
      closedAt: at(-8, 9),
      rating: 5,
    }),
    base({
      n: 7,
      title: 'Replace worn lobby carpet',
      state: 'open',
      requesterId: MANAGER,
      locationId: LOCATION.lobby,
      categoryId: CATEGORY.appliances,
      urgency: 'low',
      dueDate: day(30),
      assignedType: 'rfp',
      managerNote: 'Get at least two quotes before the board meeting.',
    }),
    base({
      n: 8,
      title: 'Ants in the kitchen',
      state: 'on-hold',
      unitId: unitOf(4),
      requesterId: MANAGER,
      categoryId: CATEGORY.pest,
      urgency: 'medium',
      dueDate: day(-1),
      assignedType: 'work-order',
      assignedStaffId: STAFF,
    }),
    base({
      n: 9,
      title: 'Dishwasher does not drain',
      state: 'cancelled',
      unitId: SEED_UNITS.harborView101,
      categoryId: CATEGORY.appliances,
      urgency: 'medium',
      dueDate: day(-20),
    }),
    base({
      n: 10,
      title: 'Pool pump tripping the breaker',
      state: 'assigned',
      requesterId: STAFF,
      locationId: LOCATION.pool,
      categoryId: CATEGORY.electrical,
      urgency: 'high',
      dueDate: day(-2),
      equipmentId: EQUIPMENT.poolPump,
      ...vendorJob,
    }),
    {
      id: ORDER(11),
      ...LOFTS,
      title: 'Courtyard drain clogged',
      state: 'open',
      requesterId: MANAGER,
      locationId: LOCATION.courtyard,
      categoryId: CATEGORY.plumbing,
      urgency: 'medium',
      dueDate: day(6),
      reopenCount: 1,
    },
    {
      id: ORDER(12),
      ...SUMMIT,
      title: 'Sprinkler head broken by the clubhouse',
      state: 'open',
      requesterId: account('manager2@portico.test'),
      locationId: LOCATION.clubhouse,
      categoryId: CATEGORY.landscaping,
      urgency: 'low',
      dueDate: day(12),
      reopenCount: 0,
    },
    base({
      n: 13,
      title: 'Monthly elevator inspection',
      state: 'completed',
      requesterId: MANAGER,
      locationId: LOCATION.lobby,
      categoryId: CATEGORY.electrical,
      urgency: 'medium',
      dueDate: day(-15),
      equipmentId: EQUIPMENT.elevator,
      scheduleId: SCHEDULE(3),
      occurrenceDate: day(-16),
      assignedType: 'work-order',
      assignedStaffId: STAFF,
      laborHours: 2,
      completedAt: at(-13, 14),
      completedOnTime: false,
      completionNote: 'Inspection passed; certificate posted in the cab.',
    }),
  ]);

  await seedRecords(db, schedule, schedules, [
    {
      id: SCHEDULE(1),
      ...VIEW,
      title: 'Pool cleaning',
      locationId: LOCATION.pool,
      categoryId: CATEGORY.appliances,
      urgency: 'low',
      startDate: day(-28),
      neverEnds: true,
      repeatEvery: 1,
      repeatUnit: 'week',
      assignedStaffId: STAFF,
      equipmentId: EQUIPMENT.poolPump,
      description: 'Skim, vacuum, check chemistry, backwash the filter.',
    },
    {
      id: SCHEDULE(2),
      ...VIEW,
      title: 'Replace HVAC filters',
      locationId: LOCATION.roof,
      categoryId: CATEGORY.hvac,
      urgency: 'medium',
      startDate: day(-60),
      neverEnds: true,
      repeatEvery: 1,
      repeatUnit: 'month',
      vendorId: VENDOR.coolAir,
      equipmentId: EQUIPMENT.rooftopAc,
    },
    {
      id: SCHEDULE(3),
      ...VIEW,
      title: 'Elevator inspection',
      locationId: LOCATION.lobby,
      categoryId: CATEGORY.electrical,
      urgency: 'medium',
      startDate: day(-16),
      neverEnds: true,
      repeatEvery: 1,
      repeatUnit: 'month',
      assignedStaffId: STAFF,
      equipmentId: EQUIPMENT.elevator,
    },
    {
      id: SCHEDULE(4),
      ...VIEW,
      title: 'Boiler service',
      locationId: LOCATION.boiler,
      categoryId: CATEGORY.hvac,
      urgency: 'medium',
      startDate: day(10),
      neverEnds: false,
      endDate: day(10 + 365 * 2),
      repeatEvery: 3,
      repeatUnit: 'month',
      equipmentId: EQUIPMENT.boiler,
    },
  ]);

  await seedRecords(db, rfp, rfps, [
    {
      id: id('9c0f6666', 1),
      ...VIEW,
      title: 'Lobby carpet replacement',
      orderId: ORDER(7),
      state: 'sent',
      scope: 'Remove and dispose of 1,200 sq ft of carpet in the lobby; supply and fit commercial carpet tiles; work outside 8 am–6 pm.',
      sendQuestionDate: day(5),
      dueDate: day(12),
      decisionDate: day(18),
      invitedUserIds: [VENDOR_USER],
    },
  ]);
  await seedRecords(db, rfpBid, rfpBids, [
    {
      id: id('9d106777', 1),
      ...VIEW,
      rfpId: id('9c0f6666', 1),
      vendorId: VENDOR.brightFix,
      vendorUserId: VENDOR_USER,
      state: 'quoted',
      quoteTotal: 684000,
      quoteNote: 'Includes disposal and two weekend nights.',
      quotedAt: at(-1, 16),
    },
    { id: id('9d106777', 2), ...VIEW, rfpId: id('9c0f6666', 1), vendorId: VENDOR.voltline, state: 'invited' },
  ]);
  await seedRecords(db, quoteLine, quoteLines, [
    {
      id: id('9e117888', 1),
      ...VIEW,
      bidId: id('9d106777', 1),
      position: 1,
      description: 'Remove and dispose of old carpet',
      quantity: 1200,
      amountPerQty: 120,
      total: 144000,
      vendorUserId: VENDOR_USER,
    },
    {
      id: id('9e117888', 2),
      ...VIEW,
      bidId: id('9d106777', 1),
      position: 2,
      description: 'Carpet tiles, supplied and fitted',
      quantity: 1200,
      amountPerQty: 400,
      total: 480000,
      vendorUserId: VENDOR_USER,
    },
    {
      id: id('9e117888', 3),
      ...VIEW,
      bidId: id('9d106777', 1),
      position: 3,
      description: 'Night labor (hours)',
      quantity: 8,
      amountPerQty: 7500,
      total: 60000,
      vendorUserId: VENDOR_USER,
    },
  ]);
  await seedRecords(db, rfpQuestion, rfpQuestions, [
    {
      id: id('9f128999', 1),
      ...VIEW,
      rfpId: id('9c0f6666', 1),
      question: 'Can the lobby be closed for one weekend, or must one lane stay open?',
      response: 'One lane must stay open at all times; plan the work in two halves.',
      askedBy: VENDOR_USER,
      invitedUserIds: [VENDOR_USER],
    },
  ]);

  await seedRecords(db, thread, threads, [
    {
      id: id('a0139aaa', 1),
      ...VIEW,
      subject: 'Kitchen sink leak — access',
      orderId: ORDER(1),
      unitId: SEED_UNITS.harborView101,
      vendorUserId: VENDOR_USER,
      messageCount: 3,
      lastMessageAt: at(0, 9),
    },
  ]);
  await seedRecords(db, threadMessage, threadMessages, [
    {
      id: id('a114abbb', 1),
      ...VIEW,
      threadId: id('a0139aaa', 1),
      body: 'BrightFix is assigned; Vic will call ahead.',
      authorId: MANAGER,
      authorName: 'Manny Manager',
      unitId: SEED_UNITS.harborView101,
      vendorUserId: VENDOR_USER,
    },
    {
      id: id('a114abbb', 2),
      ...VIEW,
      threadId: id('a0139aaa', 1),
      body: 'I can come tomorrow at 4:30 pm. Is that OK?',
      authorId: VENDOR_USER,
      authorName: 'Vic Vendor',
      unitId: SEED_UNITS.harborView101,
      vendorUserId: VENDOR_USER,
    },
    {
      id: id('a114abbb', 3),
      ...VIEW,
      threadId: id('a0139aaa', 1),
      body: 'Yes, 4:30 works. The key is at the front desk.',
      authorId: RESIDENT,
      authorName: 'Rosa Resident',
      unitId: SEED_UNITS.harborView101,
      vendorUserId: VENDOR_USER,
    },
  ]);
}
