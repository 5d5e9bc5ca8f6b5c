import { approvalRule, invoice, invoiceLine, billingSettings, billingType, financialEntry, payment } from '@portico/contracts/billing';
import { type RemoteFeature, combineFeatures, resourceFeature } from '@portico/shell-ui';
import { ACCOUNTING_SECTION, BILLING_SECTION, BILLING_SETTINGS, billingMenu, billingQuickAccess, billingWidgets } from './features.manifest';
import { invoiceListScreen, caliberPages, caliberRoutes } from './invoices/routes';
import { invoiceView } from './invoices/views';
import { approvalListPage, approvalListRoute } from './approvals/ApprovalList';
import { financialEntryPage, financialEntryRoute } from './invoices/FinancialEntryPage';
import { clientFeatures } from './clients/features';
import { quickbooksFeatures } from './quickbooks/features';
import { reportFeatures } from './reports/features';
import { settingsFeatures } from './settings/features';
import { chargeFeatures } from './charges/features';

const menu = (section: typeof BILLING_SECTION, icon: string, label?: { en: string; es: string }) => ({
  menu: { section, icon, ...(label ? { label } : {}) },
});

/** The billing remote's features (the build emits remote.json from them). */
export const features: RemoteFeature[] = [
  combineFeatures(
    'billing',
    [
      resourceFeature(invoice, { ...menu(BILLING_SECTION, 'receipt'), view: invoiceView, list: invoiceListScreen }),
      resourceFeature(payment, menu(BILLING_SECTION, 'check')),
      resourceFeature(financialEntry, menu(BILLING_SECTION, 'file', { en: 'Ledger', es: 'Libro mayor' })),
      resourceFeature(billingType, menu(BILLING_SETTINGS, 'category')),
      resourceFeature(approvalRule, menu(BILLING_SETTINGS, 'check')),
      resourceFeature(billingSettings, menu(BILLING_SETTINGS, 'building')),
      resourceFeature(invoiceLine),
    ],
    {
      widgets: billingWidgets,
      quickAccess: billingQuickAccess,
      menu: billingMenu,
      routes: [...caliberRoutes, approvalListRoute, financialEntryRoute],
      pages: [...caliberPages, approvalListPage, financialEntryPage],
    },
  ),
  // Billing operations and integrations (ADR 0035): clients, charges, reports, accounting software.
  ...clientFeatures(ACCOUNTING_SECTION),
  ...chargeFeatures(ACCOUNTING_SECTION),
  ...reportFeatures(ACCOUNTING_SECTION),
  ...quickbooksFeatures(ACCOUNTING_SECTION),
  ...settingsFeatures(ACCOUNTING_SECTION),
];
