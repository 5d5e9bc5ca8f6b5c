import type { MenuSection, RemoteMenuItem, RemoteQuickAccess, RemoteWidget } from '@portico/shell-sdk';

/** Manifest data of the billing remote that no EntityDef carries. */
export const BILLING_SECTION: MenuSection = { key: 'billing', label: { en: 'Billing', es: 'Facturación' }, order: 40 };
export const BILLING_SETTINGS: MenuSection = {
  key: 'billing-settings',
  label: { en: 'Billing settings', es: 'Ajustes de facturación' },
  order: 41,
};
/** Billing operations and integrations (ADR 0035): clients, charges, reports, accounting software. */
export const ACCOUNTING_SECTION: MenuSection = { key: 'accounting', label: { en: 'Accounting', es: 'Contabilidad' }, order: 41 };

export const billingWidgets: RemoteWidget[] = [
  {
    id: 'billing-pending-invoices',
    kind: 'count',
    label: { en: 'Pending Invoices', es: 'Facturas pendientes' },
    module: 'billings',
    permission: 'billings-list',
    // The receivables (a widget links to a page itself, no query string).
    path: '/caliber/invoice/list',
    icon: 'receipt',
    color: 'warning',
    // Open invoices: issued, nothing paid yet.
    filters: { type: 'receivable', state: 'open' },
  },
  {
    // The dashboard's chart of the month: payments received, by the day they were paid.
    id: 'payments-daily',
    kind: 'activity',
    label: { en: 'Payments received', es: 'Pagos recibidos' },
    module: 'payments',
    permission: 'payments-list',
    route: '/analytics/payment/daily',
    series: [{ name: 'payments', label: { en: 'Payments received', es: 'Pagos recibidos' }, color: 'danger.6' }],
  },
];

/** Pages that are not an entity's list: invoices (the caliber route), approvals. */
export const billingMenu: RemoteMenuItem[] = [
  {
    label: { en: 'Invoices', es: 'Facturas' },
    path: '/caliber/invoice/list',
    permission: 'billings-list',
    icon: 'file',
    section: BILLING_SECTION,
  },
  {
    label: { en: 'Approvals', es: 'Aprobaciones' },
    path: '/approval/list',
    permission: 'billings-approve',
    icon: 'check',
    section: BILLING_SECTION,
  },
];

/** Quick access (spec, part 6): "Bill" opens the receivables. */
export const billingQuickAccess: RemoteQuickAccess[] = [
  {
    key: 'bill',
    label: { en: 'Bill', es: 'Factura' },
    path: '/billings/list?type=ar',
    icon: 'receipt',
    permission: 'billings-list',
    order: 40,
  },
];
