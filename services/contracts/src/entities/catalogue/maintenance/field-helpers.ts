import { choice, ref } from '../../field-builders';

/** Field shapes the maintenance entities share. */
export const categoryRef = ref('maintenanceCategory', 'Category', 'Categoría', {
  required: 'The Category field is required',
  list: true,
  filterable: true,
});

export const URGENCIES = [
  { value: 'low', label: { en: 'Low', es: 'Baja' } },
  { value: 'medium', label: { en: 'Medium', es: 'Media' } },
  { value: 'high', label: { en: 'High', es: 'Alta' } },
  { value: 'emergency', label: { en: 'Emergency', es: 'Emergencia' } },
] as const;

export const urgencyField = choice('Urgency', 'Urgencia', URGENCIES, { required: true, list: true, filterable: true, sortable: true });

export const REPEAT_UNITS = [
  { value: 'day', label: { en: 'Days', es: 'Días' } },
  { value: 'week', label: { en: 'Weeks', es: 'Semanas' } },
  { value: 'month', label: { en: 'Months', es: 'Meses' } },
  { value: 'year', label: { en: 'Years', es: 'Años' } },
] as const;
