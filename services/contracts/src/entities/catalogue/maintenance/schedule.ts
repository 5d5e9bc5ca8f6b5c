import { defineEntity } from '../../define';
import { REPEAT_UNITS, categoryRef, urgencyField } from './field-helpers';
import { choice, date, descriptionField, flag, integer, NAME_COLUMN, ref, startField, text, unitRef } from '../../field-builders';
import { MANAGE, READ, management } from '../../grant-profiles';

/**
 * Preventive maintenance: a recurrence that creates exactly one order per occurrence date
 * (unique by schedule and date), however often the generator runs and on however many replicas.
 */
export const schedule = defineEntity({
  name: 'schedule',
  domain: 'maintenance',
  module: 'scheduled',
  table: 'schedules',
  title: { en: 'Scheduled Maintenance', es: 'Mantenimiento programado' },
  titlePlural: { en: 'Scheduled Maintenance', es: 'Mantenimiento programado' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  displayField: 'title',
  defaultSort: { field: 'nextOccurrence', direction: 'asc' },
  example: { startDate: '2026-12-01', neverEnds: true, repeatEvery: 1, repeatUnit: 'week' },
  grants: { ...management(MANAGE), staff: READ, editor: READ },
  fields: {
    title: text('Title', 'Título', { required: true, max: 160, ...NAME_COLUMN }),
    unitId: unitRef(),
    locationId: ref('location', 'Location', 'Ubicación'),
    categoryId: categoryRef,
    urgency: urgencyField,
    equipmentId: ref('equipment', 'Equipment', 'Equipo', { filterable: true }),
    description: descriptionField(4000),
    startDate: startField('date', { list: true, sortable: true }),
    neverEnds: flag('Never End', 'Sin fin', { list: true }),
    endDate: date('End Date', 'Fecha de fin', { sortable: true }),
    repeatEvery: integer('Repeat Every', 'Repetir cada', { required: true, min: 1, max: 365, list: true }),
    repeatUnit: choice('Repeat Unit', 'Unidad de repetición', REPEAT_UNITS, { required: true, list: true }),
    assignedStaffId: ref('user', 'Assigned Staff', 'Personal asignado'),
    vendorId: ref('vendor', 'Assigned Vendor', 'Proveedor asignado'),
    nextOccurrence: date('Next Occurrence', 'Próxima ocurrencia', { readOnly: true, list: true, sortable: true, range: true }),
    lastGeneratedFor: date('Last Order For', 'Última orden para', { readOnly: true }),
  },
});
