import { domainCatalogue } from '@portico/contracts';
import * as maintenanceDefinitions from '@portico/contracts/maintenance';
import { join } from 'node:path';
import { mailerFromEnv, type DomainServiceOptions, type Mailer } from '@portico/platform';
import { seedMaintenance } from './seed';
import { categoryResources } from './categories/categories.resources';
import { locationResources } from './locations/locations.resources';
import { vendorResources } from './vendors/vendors.resources';
import { equipmentResources } from './equipment/equipment.resources';
import { partResources } from './parts/parts.resources';
import { orderResources } from './orders/orders.resources';
import { orderNotices } from './orders/order-notices';
import { scheduleResources } from './scheduled/scheduled.resources';
import { rfpResources } from './rfp/rfp.resources';
import { threadResources } from './threads/threads.resources';
import { scheduleGeneratorJob } from './scheduled/generate-orders';
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
    catalogue: domainCatalogue('maintenance', maintenanceDefinitions),
    migrationsFolder: join(__dirname, '..', 'migrations'),
    resources: [
      ...categoryResources,
      ...locationResources,
      ...vendorResources,
      ...equipmentResources,
      ...partResources,
      ...orderResources(notices),
      ...scheduleResources,
      ...rfpResources,
      ...threadResources(notices),
    ],
    seed: seedMaintenance,
    controllers: [MaintenanceAnalyticsController, ...problemReportWiring.controllers],
    providers: problemReportWiring.providers,
    jobs: () => ({
      recurring: [scheduleGeneratorJob(), vendorLinkJob(), complianceReminderJob(), serviceScheduleJob(), warrantyReminderJob()],
    }),
    mailer,
  };
}

export const maintenanceService: DomainServiceOptions = createMaintenanceService();
