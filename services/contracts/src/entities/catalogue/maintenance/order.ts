import { defineEntity } from '../../define';
import { READ, categoryRef, unitRef, urgencyField } from './field-helpers';

/** The work-order lifecycle (domains.md): every change of `state` goes through an action. */
export const ORDER_STATES = [
  { value: 'requested', label: { en: 'Requested', es: 'Solicitada' } },
  { value: 'open', label: { en: 'Open', es: 'Abierta' } },
  { value: 'assigned', label: { en: 'Assigned', es: 'Asignada' } },
  { value: 'in-progress', label: { en: 'In progress', es: 'En curso' } },
  { value: 'on-hold', label: { en: 'On hold', es: 'En espera' } },
  { value: 'completed', label: { en: 'Completed', es: 'Completada' } },
  { value: 'closed', label: { en: 'Closed', es: 'Cerrada' } },
  { value: 'rejected', label: { en: 'Rejected', es: 'Rechazada' } },
  { value: 'cancelled', label: { en: 'Cancelled', es: 'Cancelada' } },
] as const;

/** Labor and parts costs: management, staff and the vendor who bills them; never the resident. */
const COSTS_READERS = ['staff', 'vendor'] as const;

/** The states of an order still waiting for work or being worked: what "pending" counts. */
export const OPEN_ORDER_STATES = [
  'requested',
  'open',
  'assigned',
  'in-progress',
  'on-hold',
] as const satisfies readonly (typeof ORDER_STATES)[number]['value'][];

/** A maintenance order: a reported problem, a scheduled occurrence, or work planned by management. */
export const order = defineEntity({
  name: 'order',
  domain: 'maintenance',
  module: 'orders',
  grants: {
    parent: ['list', 'read', 'create', 'update', 'import'],
    'property-manager': ['list', 'read', 'create', 'update', 'import'],
    staff: ['list', 'read', 'create', 'update'],
    resident: ['list', 'read', 'create'],
    vendor: READ,
    editor: READ,
  },
  table: 'orders',
  // Whoever reports a problem may add photos of it.
  attachments: { kinds: ['image', 'document'], addWith: 'create', label: { en: 'Photos and documents', es: 'Fotos y documentos' } },
  title: { en: 'Maintenance Order', es: 'Orden de mantenimiento' },
  titlePlural: { en: 'Maintenance Orders', es: 'Órdenes de mantenimiento' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  // Residents are narrowed to their unit by the unit column; vendors to orders assigned to them.
  ownerField: { vendor: 'vendorUserId' },
  displayField: 'title',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  fields: {
    title: {
      kind: 'text',
      label: { en: 'Problem', es: 'Problema' },
      required: true,
      max: 160,
      list: true,
      sortable: true,
      searchable: true,
    },
    state: {
      kind: 'enum',
      label: { en: 'Status', es: 'Estado' },
      options: ORDER_STATES,
      readOnly: true,
      list: true,
      filterable: true,
      sortable: true,
    },
    unitId: unitRef,
    locationId: { kind: 'ref', ref: 'location', label: { en: 'Parent Location', es: 'Ubicación principal' }, filterable: true },
    subLocationId: { kind: 'ref', ref: 'location', label: { en: 'Sub Location', es: 'Sububicación' } },
    categoryId: categoryRef,
    urgency: urgencyField,
    description: { kind: 'longText', label: { en: 'Description', es: 'Descripción' }, max: 4000 },
    requesterAvailability: {
      kind: 'longText',
      label: { en: 'Requestor Availability', es: 'Disponibilidad del solicitante' },
      max: 1000,
    },
    permissionToEnter: { kind: 'boolean', label: { en: 'Permission to enter', es: 'Permiso para entrar' } },
    // Management's working note: staff read it, residents and vendors never (domains.md).
    managerNote: { kind: 'longText', label: { en: 'Manager Note', es: 'Nota del administrador' }, max: 4000, readers: ['staff'] },
    /** Billed to the unit when completed (labor and parts): operations feed billing (ADR 0035). */
    // A billing decision of management: the resident sees the charge once billed, not this flag.
    chargeToResident: {
      kind: 'boolean',
      label: { en: 'Charge to resident', es: 'Cobrar al residente' },
      filterable: true,
      readers: ['staff'],
    },
    equipmentId: { kind: 'ref', ref: 'equipment', label: { en: 'Equipment', es: 'Equipo' }, filterable: true },
    dueDate: { kind: 'date', label: { en: 'Due Date', es: 'Fecha límite' }, list: true, sortable: true, filterable: true, range: true },
    requesterId: {
      kind: 'ref',
      ref: 'user',
      label: { en: 'Requested By', es: 'Solicitada por' },
      readOnly: true,
      filterable: true,
    },
    // Set only by a QR problem report (no account): who to call back about it.
    reporterName: { kind: 'text', label: { en: 'Reported By (QR)', es: 'Reportada por (QR)' }, max: 120, readOnly: true },
    reporterContact: {
      kind: 'text',
      label: { en: 'Reporter Contact', es: 'Contacto del informante' },
      max: 160,
      readOnly: true,
      readers: ['staff', 'vendor'],
    },
    assignedType: {
      kind: 'enum',
      label: { en: 'Assigned Type', es: 'Tipo de asignación' },
      options: [
        { value: 'work-order', label: { en: 'Work order', es: 'Orden de trabajo' } },
        { value: 'rfp', label: { en: 'RFP', es: 'Solicitud de propuestas' } },
      ],
      readOnly: true,
      filterable: true,
    },
    assignedStaffId: {
      kind: 'ref',
      ref: 'user',
      label: { en: 'Assigned Staff', es: 'Personal asignado' },
      readOnly: true,
      // Who is coming shows to the resident by name (the order's assignee), not as an account id.
      readers: ['staff', 'vendor'],
      list: true,
      filterable: true,
    },
    vendorId: {
      kind: 'ref',
      ref: 'vendor',
      label: { en: 'Assigned Vendor', es: 'Proveedor asignado' },
      readOnly: true,
      list: true,
      filterable: true,
    },
    vendorUserId: {
      kind: 'ref',
      ref: 'user',
      label: { en: 'Vendor Account', es: 'Cuenta del proveedor' },
      readOnly: true,
      readers: ['staff', 'vendor'],
    },
    scheduleId: {
      kind: 'ref',
      ref: 'schedule',
      label: { en: 'Scheduled Maintenance', es: 'Mantenimiento programado' },
      readOnly: true,
      filterable: true,
    },
    occurrenceDate: { kind: 'date', label: { en: 'Occurrence', es: 'Ocurrencia' }, readOnly: true },
    laborHours: { kind: 'decimal', label: { en: 'Labor (hours)', es: 'Mano de obra (horas)' }, readOnly: true, readers: COSTS_READERS },
    laborCost: { kind: 'money', label: { en: 'Labor Cost', es: 'Costo de mano de obra' }, readOnly: true, readers: COSTS_READERS },
    partsCost: { kind: 'money', label: { en: 'Parts Cost', es: 'Costo de repuestos' }, readOnly: true, readers: COSTS_READERS },
    completionNote: { kind: 'longText', label: { en: 'Completion Note', es: 'Nota de cierre' }, readOnly: true },
    completedAt: { kind: 'datetime', label: { en: 'Completed', es: 'Completada el' }, readOnly: true, sortable: true },
    completedOnTime: { kind: 'boolean', label: { en: 'Completed on time', es: 'Completada a tiempo' }, readOnly: true, filterable: true },
    closedAt: { kind: 'datetime', label: { en: 'Closed', es: 'Cerrada el' }, readOnly: true },
    reopenCount: { kind: 'integer', label: { en: 'Times Reopened', es: 'Veces reabierta' }, readOnly: true },
    rating: { kind: 'integer', label: { en: 'Rating', es: 'Calificación' }, min: 1, max: 5, readOnly: true },
  },
});
