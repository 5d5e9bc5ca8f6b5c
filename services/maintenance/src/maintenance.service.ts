import { join } from 'node:path';
import {
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
import type { DomainServiceOptions } from '@portico/platform';
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
import { seedMaintenance } from './seed';

export const maintenanceService: DomainServiceOptions = {
  domain: 'maintenance',
  migrationsFolder: join(__dirname, '..', 'migrations'),
  resources: [
    { def: maintenanceCategory, table: maintenanceCategories },
    { def: location, table: locations },
    { def: vendor, table: vendors },
    { def: equipment, table: equipmentTable },
    { def: part, table: parts },
    { def: partMovement, table: partMovements },
    { def: order, table: orders },
    { def: schedule, table: schedules },
    { def: rfp, table: rfps },
    { def: rfpBid, table: rfpBids },
    { def: rfpQuestion, table: rfpQuestions },
    { def: quoteLine, table: quoteLines },
    { def: thread, table: threads },
    { def: threadMessage, table: threadMessages },
  ],
  seed: seedMaintenance,
};
