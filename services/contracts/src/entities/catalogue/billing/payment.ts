import { defineEntity } from '../../define';
import { PAYMENT_METHODS } from './billing-rules';
import { choice, datetime, money, ref, statusField, text, vendorAccountRef } from '../../field-builders';
import { READ, management } from '../../grant-profiles';

export const PAYMENT_STATES = [
  { value: 'pending', label: { en: 'Pending', es: 'Pendiente' } },
  { value: 'succeeded', label: { en: 'Succeeded', es: 'Completado' } },
  { value: 'failed', label: { en: 'Failed', es: 'Fallido' } },
  { value: 'canceled', label: { en: 'Canceled', es: 'Cancelado' } },
] as const;

const KIND_OPTIONS = [
  { value: 'payment', label: { en: 'Payment', es: 'Pago' } },
  { value: 'refund', label: { en: 'Refund', es: 'Reembolso' } },
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
  table: 'payments',
  title: { en: 'Payment', es: 'Pago' },
  titlePlural: { en: 'Payments', es: 'Pagos' },
  tenancy: 'property',
  parent: { entity: 'billing', field: 'billingId' },
  displayField: 'reference',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  ownerField: { vendor: 'vendorUserId' },
  closedActions: ['create', 'update', 'archive', 'restore', 'delete'],
  grants: { ...management(READ), staff: READ, resident: READ, vendor: READ },
  fields: {
    billingId: ref('billing', 'Invoice', 'Factura', { required: true, immutable: true, filterable: true }),
    kind: choice('Kind', 'Clase', KIND_OPTIONS, { readOnly: true, list: true, filterable: true }),
    state: statusField(PAYMENT_STATES),
    method: choice('Method', 'Método', PAYMENT_METHODS, { readOnly: true, list: true, filterable: true }),
    amount: money('Amount', 'Monto', { readOnly: true, list: true }),
    fee: money('Transaction Fee', 'Comisión por transacción', { readOnly: true, list: true }),
    total: money('Total', 'Total', { readOnly: true, list: true }),
    refunded: money('Refunded', 'Reembolsado', { readOnly: true }),
    reference: text('Reference', 'Referencia', { readOnly: true, max: 200, list: true, searchable: true }),
    providerRef: text('Provider Reference', 'Referencia del proveedor', { readOnly: true, max: 200, searchable: true }),
    attemptKey: text('Attempt', 'Intento', { readOnly: true, max: 200 }),
    refundOf: ref('payment', 'Refund Of', 'Reembolso de', { readOnly: true }),
    cardBrand: text('Card', 'Tarjeta', { readOnly: true, max: 40, list: true }),
    cardFunding: text('Funding', 'Tipo de fondos', { readOnly: true, max: 20 }),
    cardLast4: text('Last 4', 'Últimos 4', { readOnly: true, max: 4 }),
    payerUserId: ref('user', 'Paid By', 'Pagado por', { readOnly: true }),
    paidAt: datetime('Paid On', 'Pagado el', { readOnly: true, list: true, sortable: true }),
    failureReason: text('Failure', 'Motivo del fallo', { readOnly: true, max: 500 }),
    unitId: ref('unit', 'Unit No', 'Unidad', { readOnly: true, filterable: true }),
    vendorUserId: vendorAccountRef(),
  },
});
