import { defineEntity } from '../../define';
import { PAYMENT_METHODS } from './billing-rules';

export const PAYMENT_STATES = [
  { value: 'pending', label: { en: 'Pending', es: 'Pendiente' } },
  { value: 'succeeded', label: { en: 'Succeeded', es: 'Completado' } },
  { value: 'failed', label: { en: 'Failed', es: 'Fallido' } },
  { value: 'canceled', label: { en: 'Canceled', es: 'Cancelado' } },
] as const;

/**
 * Money received for an invoice, paid on a bill, or returned (a refund, `kind: refund`, pointing
 * at the payment it returns). STABLE API. Written only by the billing service's flows (card
 * payments, recorded payments, refunds): never created or edited through the generic routes.
 * `amount` is what applies to the invoice; `fee` the card transaction fee charged on top.
 * A card attempt is one row (`pending` until the PaymentIntent settles); `providerRef` (the
 * PaymentIntent or refund id) is unique, so a settlement is recorded once however it arrives.
 */
export const payment = defineEntity({
  name: 'payment',
  domain: 'billing',
  module: 'payments',
  grants: {
    parent: ['list', 'read'],
    'property-manager': ['list', 'read'],
    staff: ['list', 'read'],
    resident: ['list', 'read'],
    vendor: ['list', 'read'],
  },
  table: 'payments',
  title: { en: 'Payment', es: 'Pago' },
  titlePlural: { en: 'Payments', es: 'Pagos' },
  tenancy: 'property',
  parent: { entity: 'billing', field: 'billingId' },
  ownerField: { vendor: 'vendorUserId' },
  closedActions: ['create', 'update', 'archive', 'restore', 'delete'],
  displayField: 'reference',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  fields: {
    billingId: { kind: 'ref', ref: 'billing', label: { en: 'Invoice', es: 'Factura' }, required: true, immutable: true, filterable: true },
    kind: {
      kind: 'enum',
      label: { en: 'Kind', es: 'Clase' },
      options: [
        { value: 'payment', label: { en: 'Payment', es: 'Pago' } },
        { value: 'refund', label: { en: 'Refund', es: 'Reembolso' } },
      ],
      readOnly: true,
      list: true,
      filterable: true,
    },
    state: { kind: 'enum', label: { en: 'Status', es: 'Estado' }, options: PAYMENT_STATES, readOnly: true, list: true, filterable: true },
    method: { kind: 'enum', label: { en: 'Method', es: 'Método' }, options: PAYMENT_METHODS, readOnly: true, list: true, filterable: true },
    amount: { kind: 'money', label: { en: 'Amount', es: 'Monto' }, readOnly: true, list: true },
    fee: { kind: 'money', label: { en: 'Transaction Fee', es: 'Comisión por transacción' }, readOnly: true, list: true },
    total: { kind: 'money', label: { en: 'Total', es: 'Total' }, readOnly: true, list: true },
    refunded: { kind: 'money', label: { en: 'Refunded', es: 'Reembolsado' }, readOnly: true },
    reference: { kind: 'text', label: { en: 'Reference', es: 'Referencia' }, readOnly: true, max: 200, list: true, searchable: true },
    providerRef: {
      kind: 'text',
      label: { en: 'Provider Reference', es: 'Referencia del proveedor' },
      readOnly: true,
      max: 200,
      searchable: true,
    },
    attemptKey: { kind: 'text', label: { en: 'Attempt', es: 'Intento' }, readOnly: true, max: 200 },
    refundOf: { kind: 'ref', ref: 'payment', label: { en: 'Refund Of', es: 'Reembolso de' }, readOnly: true },
    cardBrand: { kind: 'text', label: { en: 'Card', es: 'Tarjeta' }, readOnly: true, max: 40, list: true },
    cardFunding: { kind: 'text', label: { en: 'Funding', es: 'Tipo de fondos' }, readOnly: true, max: 20 },
    cardLast4: { kind: 'text', label: { en: 'Last 4', es: 'Últimos 4' }, readOnly: true, max: 4 },
    payerUserId: { kind: 'ref', ref: 'user', label: { en: 'Paid By', es: 'Pagado por' }, readOnly: true },
    paidAt: { kind: 'datetime', label: { en: 'Paid On', es: 'Pagado el' }, readOnly: true, list: true, sortable: true },
    failureReason: { kind: 'text', label: { en: 'Failure', es: 'Motivo del fallo' }, readOnly: true, max: 500 },
    unitId: { kind: 'ref', ref: 'unit', label: { en: 'Unit No', es: 'Unidad' }, readOnly: true, filterable: true },
    vendorUserId: { kind: 'ref', ref: 'user', label: { en: 'Vendor Account', es: 'Cuenta del proveedor' }, readOnly: true },
  },
});
