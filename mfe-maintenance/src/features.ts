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
} from '@portico/contracts/maintenance';
import { type RemoteFeature, combineFeatures, resourceFeature } from '@portico/shell-ui';
import {
  MAINTENANCE_SECTION,
  MAINTENANCE_SETTINGS,
  maintenanceMenu,
  maintenanceQuickAccess,
  maintenanceSections,
  maintenanceWidgets,
} from './features.manifest';
import { vendorDashboardPage, vendorDashboardRoute } from './vendor-dashboard/VendorDashboard';
import { maintenanceCalendarPage, maintenanceCalendarRoute } from './calendar/MaintenanceCalendar';
import { maintenanceAnalyticsPage, maintenanceAnalyticsRoute } from './analytics/MaintenanceAnalytics';
import { newOrderThreadPage, newOrderThreadRoute } from './threads/ThreadConversation';
import { posterPages, posterRoutes, reportPage, reportRoute } from './reports/features';
import { bidView, equipmentView, locationView, orderView, partView, rfpView, scheduleView, threadView, vendorView } from './views';

const menu = (section: typeof MAINTENANCE_SECTION, icon: string, label?: { en: string; es: string }) => ({
  menu: { section, icon, ...(label ? { label } : {}) },
});

/** The maintenance remote's features (the build emits remote.json from them). */
export const features: RemoteFeature[] = [
  combineFeatures(
    'maintenance',
    [
      resourceFeature(order, { ...menu(MAINTENANCE_SECTION, 'tool', { en: 'Orders', es: 'Órdenes' }), importable: true, view: orderView }),
      resourceFeature(schedule, { ...menu(MAINTENANCE_SECTION, 'calendar', { en: 'Scheduled', es: 'Programado' }), view: scheduleView }),
      resourceFeature(rfp, { ...menu(MAINTENANCE_SECTION, 'file', { en: 'RFP', es: 'Solicitudes de propuestas' }), view: rfpView }),
      resourceFeature(vendor, { ...menu(MAINTENANCE_SECTION, 'users'), importable: true, view: vendorView }),
      resourceFeature(thread, { ...menu(MAINTENANCE_SECTION, 'inbox'), view: threadView }),
      resourceFeature(equipment, {
        ...menu(MAINTENANCE_SECTION, 'plug'),
        importable: true,
        view: equipmentView,
        extraRoutes: posterRoutes(equipment),
        extraPages: posterPages(equipment),
      }),
      resourceFeature(part, { ...menu(MAINTENANCE_SECTION, 'package'), importable: true, view: partView }),
      resourceFeature(location, {
        ...menu(MAINTENANCE_SETTINGS, 'sitemap'),
        importable: true,
        view: locationView,
        extraRoutes: posterRoutes(location),
        extraPages: posterPages(location),
      }),
      resourceFeature(maintenanceCategory, menu(MAINTENANCE_SETTINGS, 'category')),
      resourceFeature(partMovement),
      resourceFeature(rfpBid, { view: bidView }),
      resourceFeature(rfpQuestion),
      resourceFeature(quoteLine),
      resourceFeature(threadMessage),
    ],
    {
      widgets: maintenanceWidgets,
      quickAccess: maintenanceQuickAccess,
      sections: maintenanceSections,
      routes: [vendorDashboardRoute, maintenanceCalendarRoute, maintenanceAnalyticsRoute, newOrderThreadRoute, reportRoute],
      pages: [vendorDashboardPage, maintenanceCalendarPage, maintenanceAnalyticsPage, newOrderThreadPage, reportPage],
      menu: maintenanceMenu,
    },
  ),
];
