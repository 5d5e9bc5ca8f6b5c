import type { Label } from '@portico/contracts/kit';

/** Words of the management overview (/managements/list), English and Spanish. */
export const managementText = {
  title: { en: 'Management List', es: 'Lista de gestión' },
  intro: {
    en: 'Who manages each property, what they approve, and the work waiting on them.',
    es: 'Quién gestiona cada propiedad, qué aprueba y el trabajo que tiene pendiente.',
  },
  organizationWide: { en: 'Across the organization', es: 'En toda la organización' },
  organizationWideHint: {
    en: 'Assigned to no single property: they manage every property of their organization.',
    es: 'Sin una propiedad asignada: gestionan todas las propiedades de su organización.',
  },
  name: { en: 'Name', es: 'Nombre' },
  role: { en: 'Role', es: 'Rol' },
  organization: { en: 'Organization', es: 'Organización' },
  approves: { en: 'Approves', es: 'Aprueba' },
  maintenance: { en: 'Maintenance', es: 'Mantenimiento' },
  reservations: { en: 'Reservations', es: 'Reservas' },
  joinRequests: { en: 'Join requests', es: 'Solicitudes de ingreso' },
  openOrders: { en: 'Open work orders', es: 'Órdenes abiertas' },
  openOrdersHere: { en: 'assigned, at this property', es: 'asignadas, en esta propiedad' },
  openSupport: { en: 'Open support requests', es: 'Soporte abierto' },
  awaiting: { en: 'Awaiting approval', es: 'Pendiente de aprobación' },
  requestedOrders: { en: 'Maintenance requests', es: 'Solicitudes de mantenimiento' },
  pendingReservations: { en: 'Reservations', es: 'Reservas' },
  pendingJoinRequests: { en: 'Join requests', es: 'Solicitudes de ingreso' },
  noTeam: {
    en: 'No manager or staff member is assigned to this property; the organization-wide team covers it.',
    es: 'No hay administrador ni personal asignado a esta propiedad; la cubre el equipo de toda la organización.',
  },
  empty: { en: 'No property to show.', es: 'No hay propiedades para mostrar.' },
  unavailable: { en: 'not available', es: 'no disponible' },
  none: { en: '—', es: '—' },
} satisfies Record<string, Label>;
