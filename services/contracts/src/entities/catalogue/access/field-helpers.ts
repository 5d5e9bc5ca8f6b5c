import { ROLES } from '../../../auth/roles';
import { AUTHENTICATED_PERMISSION, PUBLIC_PERMISSION, type RouteSpec } from '../../routes';

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

/** The signed-in person's own requests (`/me/…`): any signed-in user; the service scopes the answer to them. */
export const ME_ROUTE = { domain: 'people', tag: 'Me', permission: AUTHENTICATED_PERMISSION } as const satisfies Partial<RouteSpec>;

/** The public pages of invitations, sign-up and confirmation links (under /public, no bearer token). */
export const ONBOARDING_ROUTE = {
  domain: 'people',
  tag: 'Onboarding',
  permission: PUBLIC_PERMISSION,
} as const satisfies Partial<RouteSpec>;
