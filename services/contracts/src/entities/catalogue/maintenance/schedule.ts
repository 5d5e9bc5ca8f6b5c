import { defineEntity } from '../../define';
import { MANAGE, READ, REPEAT_UNITS, categoryRef, unitRef, urgencyField } from './field-helpers';

/**
 * Preventive maintenance: a recurrence that creates exactly one order per occurrence date
 * (unique by schedule and date), however often the generator runs and on however many replicas.
 */
export const schedule = defineEntity({
  name: 'schedule',
  domain: 'maintenance',
  module: 'scheduled',
  grants: { parent: MANAGE, 'property-manager': MANAGE, staff: READ, editor: READ },
  table: 'schedules',
  title: { en: 'Scheduled Maintenance', es: 'Mantenimiento programado' },
  titlePlural: { en: 'Scheduled Maintenance', es: 'Mantenimiento programado' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  example: { startDate: '2026-12-01', neverEnds: true, repeatEvery: 1, repeatUnit: 'week' },
  displayField: 'title',
  defaultSort: { field: 'nextOccurrence', direction: 'asc' },
  fields: {
    title: { kind: 'text', label: { en: 'Title', es: 'Título' }, required: true, max: 160, list: true, sortable: true, searchable: true },
    unitId: unitRef,
    locationId: { kind: 'ref', ref: 'location', label: { en: 'Location', es: 'Ubicación' } },
    categoryId: categoryRef,
    urgency: urgencyField,
    equipmentId: { kind: 'ref', ref: 'equipment', label: { en: 'Equipment', es: 'Equipo' }, filterable: true },
    description: { kind: 'longText', label: { en: 'Description', es: 'Descripción' }, max: 4000 },
    startDate: {
      kind: 'date',
      label: { en: 'Start Date', es: 'Fecha de inicio' },
      required: 'The Start Date field is required',
      list: true,
      sortable: true,
    },
    neverEnds: { kind: 'boolean', label: { en: 'Never End', es: 'Sin fin' }, list: true },
    endDate: { kind: 'date', label: { en: 'End Date', es: 'Fecha de fin' }, sortable: true },
    repeatEvery: { kind: 'integer', label: { en: 'Repeat Every', es: 'Repetir cada' }, required: true, min: 1, max: 365, list: true },
    repeatUnit: { kind: 'enum', label: { en: 'Repeat Unit', es: 'Unidad' }, required: true, options: REPEAT_UNITS, list: true },
    assignedStaffId: { kind: 'ref', ref: 'user', label: { en: 'Assigned Staff', es: 'Personal asignado' } },
    vendorId: { kind: 'ref', ref: 'vendor', label: { en: 'Assigned Vendor', es: 'Proveedor asignado' } },
    nextOccurrence: {
      kind: 'date',
      label: { en: 'Next Occurrence', es: 'Próxima ocurrencia' },
      readOnly: true,
      list: true,
      sortable: true,
      range: true,
    },
    lastGeneratedFor: { kind: 'date', label: { en: 'Last Order For', es: 'Última orden para' }, readOnly: true },
  },
});
