import { defineEntity } from '../../define';
import { READ } from './field-helpers-notifications';

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

/** A package the front desk took in for a unit's resident, until it leaves the desk. */
export const parcel = defineEntity({
  name: 'parcel',
  domain: 'community',
  module: 'parcel',
  grants: {
    parent: ['list', 'read', 'create', 'update'],
    'property-manager': ['list', 'read', 'create', 'update'],
    staff: ['list', 'read', 'create', 'update'],
    editor: READ,
    resident: READ,
  },
  table: 'parcels',
  // The recipient's drawn signature is stored as an image attachment at sign-out.
  attachments: { kinds: ['image'], maxBytes: 2_000_000, maxFiles: 5, label: { en: 'Signature', es: 'Firma' } },
  title: { en: 'Parcel', es: 'Paquete' },
  titlePlural: { en: 'Parcels', es: 'Paquetes' },
  tenancy: 'property',
  // Residents see their unit's parcels (the unit column narrows them).
  parent: { entity: 'unit', field: 'unitId' },
  displayField: 'trackingNumber',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  example: { numberOfParcels: 1 },
  fields: {
    unitId: {
      kind: 'ref',
      ref: 'unit',
      label: { en: 'Unit', es: 'Unidad' },
      required: 'The Unit field is required',
      immutable: true,
      list: true,
      filterable: true,
    },
    recipientUserId: {
      kind: 'ref',
      ref: 'user',
      label: { en: 'Recipient', es: 'Destinatario' },
      list: true,
      filterable: true,
    },
    state: {
      kind: 'enum',
      label: { en: 'Status', es: 'Estado' },
      options: PARCEL_STATES,
      readOnly: true,
      list: true,
      filterable: true,
      sortable: true,
    },
    contactType: {
      kind: 'enum',
      label: { en: 'Contact Type', es: 'Tipo de contacto' },
      options: [
        { value: 'email', label: { en: 'Email', es: 'Correo electrónico' } },
        { value: 'console', label: { en: 'Console only', es: 'Solo consola' } },
        { value: 'phone', label: { en: 'Phone call', es: 'Llamada telefónica' } },
      ],
    },
    carrier: {
      kind: 'enum',
      label: { en: 'Carrier', es: 'Transportista' },
      options: [
        { value: 'ups', label: { en: 'UPS', es: 'UPS' } },
        { value: 'fedex', label: { en: 'FedEx', es: 'FedEx' } },
        { value: 'usps', label: { en: 'USPS', es: 'USPS' } },
        { value: 'dhl', label: { en: 'DHL', es: 'DHL' } },
        { value: 'amazon', label: { en: 'Amazon', es: 'Amazon' } },
        { value: 'canada-post', label: { en: 'Canada Post', es: 'Canada Post' } },
        { value: 'courier', label: { en: 'Local courier', es: 'Mensajería local' } },
        { value: 'other', label: { en: 'Other', es: 'Otro' } },
      ],
      list: true,
      filterable: true,
    },
    trackingNumber: {
      kind: 'text',
      label: { en: 'Tracking Number', es: 'Número de seguimiento' },
      max: 80,
      list: true,
      searchable: true,
    },
    parcelType: {
      kind: 'enum',
      label: { en: 'Parcel Type', es: 'Tipo de paquete' },
      options: [
        { value: 'envelope', label: { en: 'Envelope', es: 'Sobre' } },
        { value: 'small-box', label: { en: 'Small box', es: 'Caja pequeña' } },
        { value: 'large-box', label: { en: 'Large box', es: 'Caja grande' } },
        { value: 'tube', label: { en: 'Tube', es: 'Tubo' } },
        { value: 'perishable', label: { en: 'Perishable', es: 'Perecedero' } },
        { value: 'other', label: { en: 'Other', es: 'Otro' } },
      ],
      list: true,
      filterable: true,
    },
    numberOfParcels: {
      kind: 'integer',
      label: { en: 'Number of Parcels', es: 'Número de paquetes' },
      required: true,
      min: 1,
      max: 100,
      list: true,
    },
    // The front desk's own bookkeeping: the resident collects at the desk, not from the shelf.
    storageShelf: {
      kind: 'text',
      label: { en: 'Storage Shelf', es: 'Estante' },
      max: 40,
      list: true,
      searchable: true,
      readers: ['staff'],
    },
    notes: { kind: 'longText', label: { en: 'Notes', es: 'Notas' }, max: 1000, readers: ['staff'] },
    pickupType: { kind: 'enum', label: { en: 'Pick-up Type', es: 'Tipo de retiro' }, options: PICKUP_TYPES, readOnly: true },
    pickedUpBy: { kind: 'text', label: { en: 'Signed By', es: 'Firmado por' }, max: 120, readOnly: true },
    signatureAttachmentId: { kind: 'text', label: { en: 'Signature', es: 'Firma' }, max: 64, readOnly: true },
    notifiedAt: { kind: 'datetime', label: { en: 'Notified', es: 'Notificado' }, readOnly: true },
    reminderCount: { kind: 'integer', label: { en: 'Reminders Sent', es: 'Recordatorios enviados' }, readOnly: true },
    lastRemindedAt: { kind: 'datetime', label: { en: 'Last Reminder', es: 'Último recordatorio' }, readOnly: true },
    closedAt: { kind: 'datetime', label: { en: 'Closed', es: 'Cerrado' }, readOnly: true, list: true, sortable: true },
  },
});
