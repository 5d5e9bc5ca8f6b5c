import { defineEntity } from '../../define';
import { chargeAmount } from './field-helpers';
import { date, integer, NAME_COLUMN, OWNING_UNIT, ref, startField, text, unitRef } from '../../field-builders';
import { MANAGE, READ, management } from '../../grant-profiles';

/**
 * A charge billed to a unit every month (rent, HOA dues, a parking stall): the scheduler
 * raises its invoice once per period, on its day of the month (ADR 0035).
 */
export const recurringCharge = defineEntity({
  name: 'recurringCharge',
  domain: 'billing',
  module: 'recurring-charges',
  table: 'recurring_charges',
  title: { en: 'Recurring Charge', es: 'Cargo recurrente' },
  titlePlural: { en: 'Recurring Charges', es: 'Cargos recurrentes' },
  tenancy: 'property',
  parent: { entity: 'unit', field: 'unitId' },
  displayField: 'description',
  defaultSort: { field: 'description', direction: 'asc' },
  example: { description: 'Monthly rent', amount: 150000, dayOfMonth: 1, startDate: '2026-01-01' },
  grants: { ...management(MANAGE), editor: READ, staff: READ },
  fields: {
    unitId: unitRef(OWNING_UNIT),
    billingTypeId: ref('billingType', 'Billing Type', 'Tipo de facturación', { list: true, filterable: true }),
    description: text('Description', 'Descripción', { required: 'The Description field is required', max: 200, ...NAME_COLUMN }),
    amount: chargeAmount,
    // Up to the 28th, so every month has the day.
    dayOfMonth: integer('Day of Month', 'Día del mes', { required: 'The Day of Month field is required', min: 1, max: 28, list: true }),
    startDate: startField('date', { list: true }),
    endDate: date('End Date', 'Fecha de fin', { list: true }),
    lastPeriod: text('Last Billed Period', 'Último período facturado', { readOnly: true, list: true }),
  },
});
