import { defineEntity } from '../../define';

export const maintenanceCategory = defineEntity({
  name: 'maintenanceCategory',
  domain: 'maintenance',
  module: 'maintenance-type',
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: {
    parent: ['list', 'read', 'create', 'update'],
    'property-manager': ['list', 'read', 'create', 'update'],
    editor: ['list', 'read'],
    staff: ['list', 'read'],
    resident: ['list', 'read'],
    vendor: ['list', 'read'],
  },
  table: 'maintenance_categories',
  configuration: true,
  title: { en: 'Category', es: 'Categoría' },
  titlePlural: { en: 'Categories', es: 'Categorías' },
  tenancy: 'org',
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Category', es: 'Categoría' },
      required: 'The Category field is required',
      list: true,
      sortable: true,
      searchable: true,
      max: 120,
    },
    color: { kind: 'color', label: { en: 'Color', es: 'Color' }, required: 'The Color field is required', list: true },
    // Due dates of new orders: category × urgency (empty: the defaults of DEFAULT_DUE_DAYS).
    dueDaysLow: { kind: 'integer', label: { en: 'Days to complete: low', es: 'Días para completar: baja' }, min: 0, max: 365 },
    dueDaysMedium: { kind: 'integer', label: { en: 'Days to complete: medium', es: 'Días para completar: media' }, min: 0, max: 365 },
    dueDaysHigh: { kind: 'integer', label: { en: 'Days to complete: high', es: 'Días para completar: alta' }, min: 0, max: 365 },
    dueDaysEmergency: {
      kind: 'integer',
      label: { en: 'Days to complete: emergency', es: 'Días para completar: emergencia' },
      min: 0,
      max: 365,
    },
  },
});
