import type { MenuSection, RemoteWidget } from '@portico/shell-sdk';

/** Manifest data of the billing remote that no EntityDef carries. */
export const BILLING_SECTION: MenuSection = { key: 'billing', label: { en: 'Billing', es: 'Facturación' }, order: 40 };

export const billingWidgets: RemoteWidget[] = [
  {
    id: 'billing-types-count',
    kind: 'count',
    label: {
      en: 'Billing Types',
      es: 'Tipos de facturación',
    },
    module: 'billing-types',
    permission: 'billing-types-list',
    path: '/billing-types/list',
    icon: 'receipt',
    color: 'danger',
  },
];
