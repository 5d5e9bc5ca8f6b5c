import { ROLES } from '../../../auth/roles';

/** Field shapes several entities of this domain share. */
export const roleLabels: Record<(typeof ROLES)[number], { en: string; es: string }> = {
  administrator: { en: 'Administrator', es: 'Administrador' },
  parent: { en: 'Parent (portfolio owner)', es: 'Matriz (propietario del portafolio)' },
  'super-user': { en: 'Super user', es: 'Superusuario' },
  editor: { en: 'Editor', es: 'Editor' },
  'property-manager': { en: 'Property manager', es: 'Administrador de propiedad' },
  staff: { en: 'Staff', es: 'Personal' },
  resident: { en: 'Resident / owner', es: 'Residente / propietario' },
  vendor: { en: 'Vendor', es: 'Proveedor' },
};

export const refList = (ref: string, en: string, es: string) => ({ kind: 'refList', ref, label: { en, es } }) as const;
