import { defineEntity } from '../../define';
import { choice, datetime, integer, notesField, OWNING_UNIT, ref, statusField, text, unitRef } from '../../field-builders';
import { READ } from '../../grant-profiles';
import { HUB_GRANTS } from './field-helpers';

/** RECEIVED → NOTIFIED → (REMINDED …) → PICKED UP | DELIVERED TO UNIT | RETURNED (domains.md). */
export const PARCEL_STATES = [
  { value: 'received', label: { en: 'Received', es: 'Recibido' } },
  { value: 'notified', label: { en: 'Notified', es: 'Notificado' } },
  { value: 'reminded', label: { en: 'Reminded', es: 'Recordado' } },
  { value: 'picked-up', label: { en: 'Picked up', es: 'Retirado' } },
  { value: 'delivered-to-unit', label: { en: 'Delivered to unit', es: 'Entregado en la unidad' } },
  { value: 'returned', label: { en: 'Returned to sender', es: 'Devuelto al remitente' } },
] as const;

export const PICKUP_TYPES = [
  { value: 'front-desk', label: { en: 'Recipient picked up at front desk', es: 'El destinatario lo retiró en recepción' } },
  { value: 'delivered-to-unit', label: { en: 'Staff delivered to unit', es: 'El personal lo entregó en la unidad' } },
] as const;

const CONTACT_TYPE_OPTIONS = [
  { value: 'email', label: { en: 'Email', es: 'Correo electrónico' } },
  { value: 'console', label: { en: 'Console only', es: 'Solo consola' } },
  { value: 'phone', label: { en: 'Phone call', es: 'Llamada telefónica' } },
] as const;

const CARRIER_OPTIONS = [
  { value: 'ups', label: { en: 'UPS', es: 'UPS' } },
  { value: 'fedex', label: { en: 'FedEx', es: 'FedEx' } },
  { value: 'usps', label: { en: 'USPS', es: 'USPS' } },
  { value: 'dhl', label: { en: 'DHL', es: 'DHL' } },
  { value: 'amazon', label: { en: 'Amazon', es: 'Amazon' } },
  { value: 'canada-post', label: { en: 'Canada Post', es: 'Canada Post' } },
  { value: 'courier', label: { en: 'Local courier', es: 'Mensajería local' } },
  { value: 'other', label: { en: 'Other', es: 'Otro' } },
] as const;

const PARCEL_TYPE_OPTIONS = [
  { value: 'envelope', label: { en: 'Envelope', es: 'Sobre' } },
  { value: 'small-box', label: { en: 'Small box', es: 'Caja pequeña' } },
  { value: 'large-box', label: { en: 'Large box', es: 'Caja grande' } },
  { value: 'tube', label: { en: 'Tube', es: 'Tubo' } },
  { value: 'perishable', label: { en: 'Perishable', es: 'Perecedero' } },
  { value: 'other', label: { en: 'Other', es: 'Otro' } },
] as const;

/** A package the front desk took in for a unit's resident, until it leaves the desk. */
export const parcel = defineEntity({
  name: 'parcel',
  domain: 'community',
  module: 'parcel',
  table: 'parcels',
  title: { en: 'Parcel', es: 'Paquete' },
  titlePlural: { en: 'Parcels', es: 'Paquetes' },
  tenancy: 'property',
  // Residents see their unit's parcels (the unit column narrows them).
  parent: { entity: 'unit', field: 'unitId' },
  displayField: 'trackingNumber',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  // The recipient's drawn signature is stored as an image attachment at sign-out.
  attachments: { kinds: ['image'], maxBytes: 2_000_000, maxFiles: 5, label: { en: 'Signature', es: 'Firma' } },
  example: { numberOfParcels: 1 },
  grants: { ...HUB_GRANTS, resident: READ },
  fields: {
    unitId: unitRef(OWNING_UNIT),
    recipientUserId: ref('user', 'Recipient', 'Destinatario', { list: true, filterable: true }),
    state: statusField(PARCEL_STATES, { sortable: true }),
    contactType: choice('Contact Type', 'Tipo de contacto', CONTACT_TYPE_OPTIONS),
    carrier: choice('Carrier', 'Transportista', CARRIER_OPTIONS, { list: true, filterable: true }),
    trackingNumber: text('Tracking Number', 'Número de seguimiento', { max: 80, list: true, searchable: true }),
    parcelType: choice('Parcel Type', 'Tipo de paquete', PARCEL_TYPE_OPTIONS, { list: true, filterable: true }),
    numberOfParcels: integer('Number of Parcels', 'Número de paquetes', { required: true, min: 1, max: 100, list: true }),
    // The front desk's own bookkeeping: the resident collects at the desk, not from the shelf.
    storageShelf: text('Storage Shelf', 'Estante', { max: 40, list: true, searchable: true, readers: ['staff'] }),
    notes: notesField(1000, { readers: ['staff'] }),
    pickupType: choice('Pick-up Type', 'Tipo de retiro', PICKUP_TYPES, { readOnly: true }),
    pickedUpBy: text('Signed By', 'Firmado por', { max: 120, readOnly: true }),
    signatureAttachmentId: text('Signature', 'Firma', { max: 64, readOnly: true, attachmentImage: true }),
    notifiedAt: datetime('Notified', 'Notificado', { readOnly: true }),
    reminderCount: integer('Reminders Sent', 'Recordatorios enviados', { readOnly: true }),
    lastRemindedAt: datetime('Last Reminder', 'Último recordatorio', { readOnly: true }),
    closedAt: datetime('Closed', 'Cerrado', { readOnly: true, list: true, sortable: true }),
  },
});
