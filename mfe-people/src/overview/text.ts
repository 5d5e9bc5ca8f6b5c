import type { Label } from '@portico/contracts/kit';
import { defineLabels } from '@portico/shell-sdk';

/** Words of the first-run guide, English and Spanish. */
export const getStartedText = defineLabels('mfe-people.getStarted', {
  title: { en: 'Get Started', es: 'Primeros pasos' },
  welcome: { en: 'Set up your organization', es: 'Configura tu organización' },
  intro: {
    en: 'Three steps bring your portfolio to Portico. Each one ticks itself off as your records arrive.',
    es: 'Tres pasos llevan tu cartera a Portico. Cada uno se marca solo a medida que llegan tus registros.',
  },
  progress: { en: 'Steps done', es: 'Pasos completados' },
  propertyStep: { en: 'Create a property', es: 'Crea una propiedad' },
  propertyHint: {
    en: 'Its name, address and property code (residents join with the code).',
    es: 'Su nombre, dirección y código (los residentes se unen con el código).',
  },
  unitsStep: { en: 'Import units', es: 'Importa las unidades' },
  unitsHint: {
    en: 'Upload a CSV of the units of each property, or add them one by one.',
    es: 'Sube un CSV con las unidades de cada propiedad, o agrégalas una a una.',
  },
  staffStep: { en: 'Invite staff', es: 'Invita al personal' },
  staffHint: {
    en: 'Property managers, staff and editors who work with you get an invitation by email.',
    es: 'Los administradores, el personal y los editores que trabajan contigo reciben una invitación por correo.',
  },
  properties: { en: 'properties', es: 'propiedades' },
  units: { en: 'units', es: 'unidades' },
  staff: { en: 'staff members', es: 'miembros del personal' },
  invites: { en: 'invitations', es: 'invitaciones' },
  createProperty: { en: 'Create property', es: 'Crear propiedad' },
  importUnits: { en: 'Import units', es: 'Importar unidades' },
  inviteStaff: { en: 'Invite staff', es: 'Invitar al personal' },
  done: { en: 'Done', es: 'Hecho' },
  todo: { en: 'To do', es: 'Pendiente' },
} satisfies Record<string, Label>);
