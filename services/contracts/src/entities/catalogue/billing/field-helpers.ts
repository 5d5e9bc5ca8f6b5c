/** Field shapes the billing operations entities share. */
export const OFFICE_GRANTS = {
  parent: ['list', 'read', 'create', 'update', 'import'],
  'property-manager': ['list', 'read', 'create', 'update', 'import'],
  editor: ['list', 'read'],
  staff: ['list', 'read'],
} as const;

export const READ_ONLY_GRANTS = {
  parent: ['list', 'read'],
  'property-manager': ['list', 'read'],
  editor: ['list', 'read'],
} as const;
