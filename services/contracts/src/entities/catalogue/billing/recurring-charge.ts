import { defineEntity } from '../../define';

/**
 * A charge billed to a unit every month (rent, HOA dues, a parking stall): the scheduler
 * raises its invoice once per period, on its day of the month (ADR 0035).
 */
export const recurringCharge = defineEntity({
  name: 'recurringCharge',
  domain: 'billing',
  module: 'recurring-charges',
  grants: {
    parent: ['list', 'read', 'create', 'update'],
    'property-manager': ['list', 'read', 'create', 'update'],
    editor: ['list', 'read'],
    staff: ['list', 'read'],
  },
  table: 'recurring_charges',
  title: { en: 'Recurring Charge', es: 'Cargo recurrente' },
  titlePlural: { en: 'Recurring Charges', es: 'Cargos recurrentes' },
  tenancy: 'property',
  parent: { entity: 'unit', field: 'unitId' },
  example: { description: 'Monthly rent', amount: 150000, dayOfMonth: 1, startDate: '2026-01-01' },
  displayField: 'description',
  defaultSort: { field: 'description', direction: 'asc' },
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
    billingTypeId: {
      kind: 'ref',
      ref: 'billingType',
      label: { en: 'Billing Type', es: 'Tipo de facturación' },
      list: true,
      filterable: true,
    },
    description: {
      kind: 'text',
      label: { en: 'Description', es: 'Descripción' },
      required: 'The Description field is required',
      max: 200,
      list: true,
      sortable: true,
      searchable: true,
    },
    amount: {
      kind: 'money',
      label: { en: 'Amount', es: 'Importe' },
      required: 'The Amount field is required',
      min: 1,
      max: 100_000_000_00,
      list: true,
      sortable: true,
    },
    dayOfMonth: {
      kind: 'integer',
      label: { en: 'Day of Month', es: 'Día del mes' },
      required: 'The Day of Month field is required',
      // Up to the 28th, so every month has the day.
      min: 1,
      max: 28,
      list: true,
    },
    startDate: {
      kind: 'date',
      label: { en: 'Start Date', es: 'Fecha de inicio' },
      required: 'The Start Date field is required',
      list: true,
    },
    endDate: { kind: 'date', label: { en: 'End Date', es: 'Fecha de fin' }, list: true },
    lastPeriod: { kind: 'text', label: { en: 'Last Billed Period', es: 'Último período facturado' }, readOnly: true, list: true },
  },
});
