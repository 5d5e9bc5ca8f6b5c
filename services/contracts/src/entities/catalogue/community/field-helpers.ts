/** Field shapes and grants the community hub's entities share. */
export const MANAGE = ['list', 'read', 'create', 'update'] as const;
export const READ = ['list', 'read'] as const;

/** Managers and staff run the hub; residents read and raise what concerns them. */
export const HUB_GRANTS = {
  parent: MANAGE,
  'property-manager': MANAGE,
  staff: MANAGE,
  editor: READ,
} as const;

export const unitRef = {
  kind: 'ref',
  ref: 'unit',
  label: { en: 'Unit', es: 'Unidad' },
  list: true,
  filterable: true,
} as const;

/** The official response every suggestion decision may carry (required when declining). */
export function officialResponseInput(required: boolean) {
  return {
    kind: 'longText',
    label: { en: 'Official Response', es: 'Respuesta oficial' },
    max: 4000,
    ...(required ? { required: 'Write the official response' } : {}),
  } as const;
}
