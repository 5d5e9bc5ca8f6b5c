import type { MenuSection } from '@portico/shell-sdk';
import type { RemoteFeature } from '@portico/shell-ui';
import { clientFeatures } from './clients/features';
import { quickbooksFeatures } from './quickbooks/features';
import { reportFeatures } from './reports/features';
import { settingsFeatures } from './settings/features';
import { chargeFeatures } from './charges/features';

/** Billing operations and integrations (ADR 0035): clients, charges, reports, accounting software. */
export const ACCOUNTING_SECTION: MenuSection = { key: 'accounting', label: { en: 'Accounting', es: 'Contabilidad' }, order: 41 };

export const opsFeatures: RemoteFeature[] = [
  ...clientFeatures(ACCOUNTING_SECTION),
  ...chargeFeatures(ACCOUNTING_SECTION),
  ...reportFeatures(ACCOUNTING_SECTION),
  ...quickbooksFeatures(ACCOUNTING_SECTION),
  ...settingsFeatures(ACCOUNTING_SECTION),
];
