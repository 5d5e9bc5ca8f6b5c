/** Field shapes and grants the notification and parcel entities share. */
export const MANAGE = ['list', 'read', 'create', 'update'] as const;
export const READ = ['list', 'read'] as const;

/** Who may send notices and log parcels: managers run them, staff work the front desk. */
export const NOTICE_GRANTS = {
  parent: MANAGE,
  'property-manager': MANAGE,
  staff: MANAGE,
  editor: READ,
} as const;

/** A list of groups of one kind (the picker narrows by `groupType` on screen). */
export const groupList = (en: string, es: string) => ({ kind: 'refList', ref: 'group', label: { en, es } }) as const;
