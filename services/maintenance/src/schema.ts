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
import { domainSchema, platformTables, tableFor } from '@portico/platform';

export const maintenanceSchema = domainSchema('maintenance');
export const maintenanceCategories = tableFor(maintenanceCategory);
export const locations = tableFor(location);
export const vendors = tableFor(vendor);
export const equipmentTable = tableFor(equipment);
export const parts = tableFor(part);
export const partMovements = tableFor(partMovement);
export const orders = tableFor(order);
export const schedules = tableFor(schedule);
export const rfps = tableFor(rfp);
export const rfpBids = tableFor(rfpBid);
export const rfpQuestions = tableFor(rfpQuestion);
export const quoteLines = tableFor(quoteLine);
export const threads = tableFor(thread);
export const threadMessages = tableFor(threadMessage);
export const { outbox, inbox, importJobs, importRows, scheduledJobs } = platformTables('maintenance');
