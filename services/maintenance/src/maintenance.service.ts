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
import { mailEffectHandlers, mailerFromEnv, type DomainServiceOptions, type Mailer } from '@portico/platform';
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
import { orderHooks } from './orders/order.hooks';
import { partHooks, partMovementHooks } from './parts/part.hooks';
import { threadHooks, threadMessageHooks } from './threads/thread.hooks';
import { quoteLineHooks, rfpBidHooks, rfpHooks, rfpQuestionHooks } from './rfp/rfp.hooks';
import { rfpActions, rfpBidActions } from './rfp/rfp.actions';
import { orderActions } from './orders/order.actions';
import { orderNotices } from './orders/order-notices';
import { scheduleHooks } from './scheduled/schedule.hooks';
import { scheduleGeneratorJob } from './scheduled/generate-orders';
import { approvalNeeded } from './orders/approval';
import { MaintenanceAnalyticsController } from './analytics/analytics.controller';
import { vendorLinkJob } from './vendors/link-accounts';
import { complianceReminderJob } from './vendors/compliance-reminders';
import { serviceScheduleJob, warrantyReminderJob } from './equipment/equipment-reminders';
import { problemReportWiring } from './reports/problem-report.controller';

/**
 * The maintenance service. People's notices go through the one notice mechanism (community
 * delivers inbox and mail, ADR 0038); `mailer` sends only what has no person with an inbox
 * (a vendor without an account, an RFP invitation).
 */
export function createMaintenanceService(mailer: Mailer = mailerFromEnv()): DomainServiceOptions {
  const notices = orderNotices();
  return {
    domain: 'maintenance',
    migrationsFolder: join(__dirname, '..', 'migrations'),
    resources: [
      { def: maintenanceCategory, table: maintenanceCategories },
      { def: location, table: locations },
      { def: vendor, table: vendors },
      { def: equipment, table: equipmentTable },
      { def: part, table: parts, hooks: partHooks },
      { def: partMovement, table: partMovements, hooks: partMovementHooks },
      { def: order, table: orders, hooks: orderHooks(approvalNeeded, notices), actions: orderActions(notices) },
      { def: schedule, table: schedules, hooks: scheduleHooks },
      { def: rfp, table: rfps, hooks: rfpHooks, actions: rfpActions() },
      { def: rfpBid, table: rfpBids, hooks: rfpBidHooks, actions: rfpBidActions() },
      { def: rfpQuestion, table: rfpQuestions, hooks: rfpQuestionHooks },
      { def: quoteLine, table: quoteLines, hooks: quoteLineHooks },
      { def: thread, table: threads, hooks: threadHooks },
      { def: threadMessage, table: threadMessages, hooks: threadMessageHooks(notices) },
    ],
    seed: seedMaintenance,
    controllers: [MaintenanceAnalyticsController, ...problemReportWiring.controllers],
    providers: problemReportWiring.providers,
    jobs: () => ({
      recurring: [scheduleGeneratorJob(), vendorLinkJob(), complianceReminderJob(), serviceScheduleJob(), warrantyReminderJob()],
    }),
    effects: () => mailEffectHandlers(mailer),
  };
}

export const maintenanceService: DomainServiceOptions = createMaintenanceService();
