import { defineEntity } from '../../define';
import { categoryRef, urgencyField } from './field-helpers';
import {
  choice,
  date,
  datetime,
  decimal,
  descriptionField,
  flag,
  integer,
  longText,
  money,
  NAME_COLUMN,
  ref,
  statusField,
  text,
  unitRef,
  vendorAccountRef,
} from '../../field-builders';
import { MANAGE, MANAGE_IMPORT, RAISE, READ, management } from '../../grant-profiles';

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

/**
 * How the work was given out (the spec's "work order or RFP"), not who has it: a direct work
 * order to staff or a vendor, or a request for proposals the vendors bid on (ADR 0085).
 */
const ASSIGNED_TYPE_OPTIONS = [
  { value: 'work-order', label: { en: 'Work order (assigned directly)', es: 'Orden de trabajo (asignación directa)' } },
  { value: 'rfp', label: { en: 'RFP (vendors bid)', es: 'Solicitud de propuestas (los proveedores ofertan)' } },
] as const;

/** A maintenance order: a reported problem, a scheduled occurrence, or work planned by management. */
export const order = defineEntity({
  name: 'order',
  domain: 'maintenance',
  module: 'orders',
  table: 'orders',
  title: { en: 'Maintenance Order', es: 'Orden de mantenimiento' },
  titlePlural: { en: 'Maintenance Orders', es: 'Órdenes de mantenimiento' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  displayField: 'title',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  // Residents are narrowed to their unit by the unit column; vendors to orders assigned to them.
  ownerField: { vendor: 'vendorUserId' },
  // Whoever reports a problem may add photos of it.
  attachments: { kinds: ['image', 'document'], addWith: 'create', label: { en: 'Photos and documents', es: 'Fotos y documentos' } },
  grants: { ...management(MANAGE_IMPORT), staff: MANAGE, resident: RAISE, vendor: READ, editor: READ },
  fields: {
    title: text('Problem', 'Problema', { required: true, max: 160, ...NAME_COLUMN }),
    state: statusField(ORDER_STATES, { sortable: true }),
    unitId: unitRef(),
    locationId: ref('location', 'Parent Location', 'Ubicación principal', { filterable: true }),
    // Its choices are the chosen location's children, not every location again.
    subLocationId: ref('location', 'Sub Location', 'Sububicación', { within: { field: 'locationId', by: 'parentLocationId' } }),
    categoryId: categoryRef,
    urgency: urgencyField,
    description: descriptionField(4000),
    requesterAvailability: longText('Requestor Availability', 'Disponibilidad del solicitante', { max: 1000 }),
    permissionToEnter: flag('Permission to enter', 'Permiso para entrar'),
    // Management's working note: staff read it, residents and vendors never (domains.md).
    managerNote: longText('Manager Note', 'Nota del administrador', { max: 4000, readers: ['staff'] }),
    /** Billed to the unit when completed (labor and parts): operations feed billing (ADR 0035). */
    // A billing decision of management: the resident sees the charge once billed, not this flag.
    chargeToResident: flag('Charge to resident', 'Cobrar al residente', { filterable: true, readers: ['staff'] }),
    equipmentId: ref('equipment', 'Equipment', 'Equipo', { filterable: true }),
    dueDate: date('Due Date', 'Fecha límite', { list: true, sortable: true, filterable: true, range: true }),
    requesterId: ref('user', 'Requested By', 'Solicitada por', { readOnly: true, filterable: true }),
    // Set only by a QR problem report (no account): who to call back about it.
    reporterName: text('Reported By (QR)', 'Reportada por (QR)', { max: 120, readOnly: true }),
    reporterContact: text('Reporter Contact', 'Contacto del informante', { max: 160, readOnly: true, readers: ['staff', 'vendor'] }),
    assignedType: choice('Assigned Type', 'Tipo de asignación', ASSIGNED_TYPE_OPTIONS, { readOnly: true, filterable: true }),
    // Who is coming shows to the resident by name (the order's assignee), not as an account id.
    assignedStaffId: ref('user', 'Assigned Staff', 'Personal asignado', {
      readOnly: true,
      readers: ['staff', 'vendor'],
      list: true,
      filterable: true,
    }),
    vendorId: ref('vendor', 'Assigned Vendor', 'Proveedor asignado', { readOnly: true, list: true, filterable: true }),
    vendorUserId: vendorAccountRef({ readers: ['staff', 'vendor'] }),
    scheduleId: ref('schedule', 'Scheduled Maintenance', 'Mantenimiento programado', { readOnly: true, filterable: true }),
    occurrenceDate: date('Occurrence', 'Ocurrencia', { readOnly: true }),
    laborHours: decimal('Labor (hours)', 'Mano de obra (horas)', { readOnly: true, readers: COSTS_READERS }),
    laborCost: money('Labor Cost', 'Costo de mano de obra', { readOnly: true, readers: COSTS_READERS }),
    partsCost: money('Parts Cost', 'Costo de repuestos', { readOnly: true, readers: COSTS_READERS }),
    completionNote: longText('Completion Note', 'Nota de cierre', { readOnly: true }),
    completedAt: datetime('Completed', 'Completada el', { readOnly: true, sortable: true }),
    completedOnTime: flag('Completed on time', 'Completada a tiempo', { readOnly: true, filterable: true }),
    closedAt: datetime('Closed', 'Cerrada el', { readOnly: true }),
    reopenCount: integer('Times Reopened', 'Veces reabierta', { readOnly: true }),
    rating: integer('Rating', 'Calificación', { min: 1, max: 5, readOnly: true }),
  },
});
