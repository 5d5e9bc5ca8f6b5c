import { lookupTypeEntity } from '../../lookup-type';
import { color, integer } from '../../field-builders';

export const maintenanceCategory = lookupTypeEntity({
  name: 'maintenanceCategory',
  domain: 'maintenance',
  module: 'maintenance-type',
  table: 'maintenance_categories',
  title: { en: 'Category', es: 'Categoría' },
  titlePlural: { en: 'Categories', es: 'Categorías' },
  pickers: ['resident', 'vendor'],
  nameLabel: { en: 'Category', es: 'Categoría' },
  nameRequired: 'The Category field is required',
  fields: {
    color: color('Color', 'Color', { required: 'The Color field is required', list: true }),
    // Due dates of new orders: category × urgency (empty: the defaults of DEFAULT_DUE_DAYS).
    dueDaysLow: integer('Days to complete: low', 'Días para completar: baja', { min: 0, max: 365 }),
    dueDaysMedium: integer('Days to complete: medium', 'Días para completar: media', { min: 0, max: 365 }),
    dueDaysHigh: integer('Days to complete: high', 'Días para completar: alta', { min: 0, max: 365 }),
    dueDaysEmergency: integer('Days to complete: emergency', 'Días para completar: emergencia', { min: 0, max: 365 }),
  },
});
