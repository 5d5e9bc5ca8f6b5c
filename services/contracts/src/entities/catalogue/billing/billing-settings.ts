import { defineEntity } from '../../define';
import { flag, integer, text } from '../../field-builders';
import { MANAGE, READ, management } from '../../grant-profiles';

/**
 * An organization's billing settings: the first active one of an org applies. The card
 * transaction fee rate is in basis points (250 = 2.5%), applied to credit cards only and never
 * above the card network's cap.
 */
export const billingSettings = defineEntity({
  name: 'billingSettings',
  domain: 'billing',
  module: 'billing-settings',
  table: 'billing_settings',
  title: { en: 'Billing Settings', es: 'Configuración de facturación' },
  titlePlural: { en: 'Billing Settings', es: 'Configuración de facturación' },
  tenancy: 'org',
  displayField: 'invoicePrefix',
  defaultSort: { field: 'invoicePrefix', direction: 'asc' },
  configuration: true,
  example: { cardFeeRateBps: 250, defaultDueDays: 30 },
  grants: { ...management(MANAGE), staff: READ, resident: READ },
  fields: {
    invoicePrefix: text('Invoice Number Prefix', 'Prefijo del número de factura', { required: true, max: 12, list: true, sortable: true }),
    cardFeeRateBps: integer('Card Fee Rate (basis points)', 'Comisión de tarjeta (puntos básicos)', { min: 0, max: 400, list: true }),
    defaultDueDays: integer('Days Until Due', 'Días hasta el vencimiento', { min: 0, max: 365, list: true }),
    receiptEmails: flag('Mail Receipts', 'Enviar recibos por correo', { list: true }),
    // Public by design (Stripe.js runs in the browser with it); empty: the loopback's test cards.
    stripePublishableKey: text('Stripe Publishable Key', 'Clave publicable de Stripe', { max: 200 }),
  },
});
