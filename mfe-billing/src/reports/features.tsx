import type { MenuSection, RemoteMenuItem } from '@portico/shell-sdk';
import type { RemoteFeature } from '@portico/shell-ui';
import { accountingReportPage, accountingReportRoute } from './AccountingReport';
import { insightReportPage, insightReportRoute } from './InsightReport';

/** The accounting report and aXP Transactions, both read from the ledger and payments. */
export function reportFeatures(section: MenuSection): RemoteFeature[] {
  const menu: RemoteMenuItem[] = [
    {
      label: { en: 'Accounting Report', es: 'Informe contable' },
      path: accountingReportPage.path,
      permission: accountingReportPage.permission!,
      icon: 'dashboard',
      section,
    },
    {
      label: { en: 'aXP Transactions', es: 'Transacciones aXP' },
      path: insightReportPage.path,
      permission: insightReportPage.permission!,
      icon: 'file',
      section,
    },
  ];
  return [
    {
      key: 'billing-reports',
      routes: [accountingReportRoute, insightReportRoute],
      pages: [accountingReportPage, insightReportPage],
      menu,
      widgets: [],
    },
  ];
}
