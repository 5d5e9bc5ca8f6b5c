import { lookupTypeEntity } from '../../lookup-type';

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
