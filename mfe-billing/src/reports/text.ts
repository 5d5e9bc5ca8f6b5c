import type { Label } from '@portico/contracts/kit';
import { defineLabels } from '@portico/shell-sdk';

/** The accounting report's words. */
export const accountingText = defineLabels('mfe-billing.accounting', {
  title: { en: 'Accounting Report', es: 'Informe contable' },
  property: { en: 'Property', es: 'Propiedad' },
  from: { en: 'Period from', es: 'Período desde' },
  to: { en: 'Period to', es: 'Período hasta' },
  asOf: { en: 'Balances as of', es: 'Saldos al' },
  balances: { en: 'Balance by account', es: 'Saldo por cuenta' },
  account: { en: 'Account', es: 'Cuenta' },
  debit: { en: 'Debits', es: 'Débitos' },
  credit: { en: 'Credits', es: 'Créditos' },
  balance: { en: 'Balance', es: 'Saldo' },
  aging: { en: 'Receivables aging (days past due)', es: 'Antigüedad de cuentas por cobrar (días de atraso)' },
  invoices: { en: 'invoices', es: 'facturas' },
  flows: { en: 'Income and expenses by property and month', es: 'Ingresos y gastos por propiedad y mes' },
  period: { en: 'Month', es: 'Mes' },
  income: { en: 'Income', es: 'Ingresos' },
  expenses: { en: 'Expenses', es: 'Gastos' },
  net: { en: 'Net', es: 'Neto' },
  empty: { en: 'No ledger entries for these filters.', es: 'No hay asientos para estos filtros.' },
  openReceivables: { en: 'Open receivables', es: 'Cuentas por cobrar abiertas' },
} satisfies Record<string, Label>);

/** The aXP transactions report's words. */
export const insightText = defineLabels('mfe-billing.insights', {
  title: { en: 'aXP Transactions', es: 'Transacciones aXP' },
  from: { en: 'From', es: 'Desde' },
  to: { en: 'To', es: 'Hasta' },
  method: { en: 'Method', es: 'Método' },
  state: { en: 'Status', es: 'Estado' },
  all: { en: 'All', es: 'Todos' },
  search: { en: 'Reference, invoice or last 4', es: 'Referencia, factura o últimos 4' },
  export: { en: 'Export CSV', es: 'Exportar CSV' },
  paidOn: { en: 'Paid On', es: 'Pagado el' },
  invoice: { en: 'Invoice No', es: 'N.º de factura' },
  card: { en: 'Card', es: 'Tarjeta' },
  reference: { en: 'Reference', es: 'Referencia' },
  amount: { en: 'Amount', es: 'Monto' },
  fee: { en: 'Transaction Fee', es: 'Comisión' },
  total: { en: 'Total', es: 'Total' },
  count: { en: 'transactions', es: 'transacciones' },
  kind: { en: 'Kind', es: 'Clase' },
  payment: { en: 'Payment', es: 'Pago' },
  refund: { en: 'Refund', es: 'Reembolso' },
  truncated: { en: 'Showing the newest 500; export for all of them.', es: 'Se muestran las 500 más recientes; exporte para verlas todas.' },
  empty: { en: 'No transactions for these filters.', es: 'No hay transacciones para estos filtros.' },
} satisfies Record<string, Label>);
