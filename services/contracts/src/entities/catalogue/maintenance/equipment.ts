import { defineEntity } from '../../define';
import { MANAGE_IMPORT, READ, REPEAT_UNITS } from './field-helpers';

/** A serviced asset: warranty, service reminders (which create scheduled orders), position on a map. */
export const equipment = defineEntity({
  name: 'equipment',
  domain: 'maintenance',
  module: 'equipments',
  grants: { parent: MANAGE_IMPORT, 'property-manager': MANAGE_IMPORT, staff: READ, editor: READ },
  table: 'equipment',
  attachments: { kinds: ['document', 'image'], label: { en: 'Manuals and photos', es: 'Manuales y fotos' } },
  title: { en: 'Equipment', es: 'Equipo' },
  titlePlural: { en: 'Equipment', es: 'Equipos' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  displayField: 'deviceName',
  defaultSort: { field: 'deviceName', direction: 'asc' },
  fields: {
    deviceName: {
      kind: 'text',
      label: { en: 'Device Name', es: 'Nombre del equipo' },
      required: true,
      max: 160,
      list: true,
      sortable: true,
      searchable: true,
    },
    locationId: { kind: 'ref', ref: 'location', label: { en: 'Location', es: 'Ubicación' }, list: true, filterable: true },
    servicedBy: { kind: 'ref', ref: 'vendor', label: { en: 'Serviced By', es: 'Mantenido por' }, list: true, filterable: true },
    modelNo: { kind: 'text', label: { en: 'Model No', es: 'Modelo' }, max: 64, list: true, searchable: true },
    serialNo: { kind: 'text', label: { en: 'Serial No', es: 'Número de serie' }, max: 64, searchable: true },
    warrantyStart: { kind: 'date', label: { en: 'Warranty Start', es: 'Inicio de garantía' } },
    warrantyEnd: { kind: 'date', label: { en: 'Warranty End', es: 'Fin de garantía' }, list: true, sortable: true, filterable: true },
    warrantyStandard: { kind: 'text', label: { en: 'Standard Warranty', es: 'Garantía estándar' }, max: 200 },
    warrantyExtended: { kind: 'text', label: { en: 'Extended Warranty', es: 'Garantía extendida' }, max: 200 },
    expirationReminderDays: {
      kind: 'integer',
      label: { en: 'Expiration Reminder (days before)', es: 'Aviso de vencimiento (días antes)' },
      min: 0,
      max: 365,
    },
    serviceEvery: { kind: 'integer', label: { en: 'Service Every', es: 'Servicio cada' }, min: 1, max: 365 },
    serviceUnit: { kind: 'enum', label: { en: 'Service Unit', es: 'Unidad de servicio' }, options: REPEAT_UNITS },
    latitude: { kind: 'decimal', label: { en: 'Latitude', es: 'Latitud' }, min: -90, max: 90 },
    longitude: { kind: 'decimal', label: { en: 'Longitude', es: 'Longitud' }, min: -180, max: 180 },
  },
});
