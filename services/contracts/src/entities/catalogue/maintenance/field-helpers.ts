/** Field shapes the maintenance entities share. */
export const unitRef = { kind: 'ref', ref: 'unit', label: { en: 'Unit', es: 'Unidad' }, list: true, filterable: true } as const;

export const categoryRef = {
  kind: 'ref',
  ref: 'maintenanceCategory',
  label: { en: 'Category', es: 'Categoría' },
  required: 'The Category field is required',
  list: true,
  filterable: true,
} as const;

export const URGENCIES = [
  { value: 'low', label: { en: 'Low', es: 'Baja' } },
  { value: 'medium', label: { en: 'Medium', es: 'Media' } },
  { value: 'high', label: { en: 'High', es: 'Alta' } },
  { value: 'emergency', label: { en: 'Emergency', es: 'Emergencia' } },
] as const;

export const urgencyField = {
  kind: 'enum',
  label: { en: 'Urgency', es: 'Urgencia' },
  required: true,
  options: URGENCIES,
  list: true,
  filterable: true,
  sortable: true,
} as const;

export const REPEAT_UNITS = [
  { value: 'day', label: { en: 'Days', es: 'Días' } },
  { value: 'week', label: { en: 'Weeks', es: 'Semanas' } },
  { value: 'month', label: { en: 'Months', es: 'Meses' } },
  { value: 'year', label: { en: 'Years', es: 'Años' } },
] as const;

/** Default grants: managers run maintenance, staff work it, residents report, vendors see theirs. */
export const MANAGE = ['list', 'read', 'create', 'update'] as const;
export const MANAGE_IMPORT = ['list', 'read', 'create', 'update', 'import'] as const;
export const READ = ['list', 'read'] as const;
