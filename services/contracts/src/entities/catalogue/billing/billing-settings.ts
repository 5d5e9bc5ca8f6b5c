import { defineEntity } from '../../define';

/**
 * An organization's billing settings: the first active one of an org applies. The card
 * transaction fee rate is in basis points (250 = 2.5%), applied to credit cards only and never
 * above the card network's cap.
 */
export const billingSettings = defineEntity({
  name: 'billingSettings',
  domain: 'billing',
  module: 'billing-settings',
  grants: {
    parent: ['list', 'read', 'create', 'update'],
    'property-manager': ['list', 'read', 'create', 'update'],
    staff: ['list', 'read'],
    resident: ['list', 'read'],
  },
  table: 'billing_settings',
  configuration: true,
  title: { en: 'Billing Settings', es: 'Configuración de facturación' },
  titlePlural: { en: 'Billing Settings', es: 'Configuración de facturación' },
  tenancy: 'org',
  displayField: 'invoicePrefix',
  defaultSort: { field: 'invoicePrefix', direction: 'asc' },
  example: { cardFeeRateBps: 250, defaultDueDays: 30 },
  fields: {
    invoicePrefix: {
      kind: 'text',
      label: { en: 'Invoice Number Prefix', es: 'Prefijo del número de factura' },
      required: true,
      max: 12,
      list: true,
      sortable: true,
    },
    cardFeeRateBps: {
      kind: 'integer',
      label: { en: 'Card Fee Rate (basis points)', es: 'Comisión de tarjeta (puntos básicos)' },
      min: 0,
      max: 400,
      list: true,
    },
    defaultDueDays: { kind: 'integer', label: { en: 'Days Until Due', es: 'Días hasta el vencimiento' }, min: 0, max: 365, list: true },
    receiptEmails: { kind: 'boolean', label: { en: 'Mail Receipts', es: 'Enviar recibos por correo' }, list: true },
    // Public by design (Stripe.js runs in the browser with it); empty: the loopback's test cards.
    stripePublishableKey: { kind: 'text', label: { en: 'Stripe Publishable Key', es: 'Clave publicable de Stripe' }, max: 200 },
  },
});
