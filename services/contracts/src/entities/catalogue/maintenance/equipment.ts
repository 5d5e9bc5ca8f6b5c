import { defineEntity } from '../../define';
import { REPEAT_UNITS } from './field-helpers';
import { NAME_COLUMN, choice, date, decimal, integer, ref, text } from '../../field-builders';
import { MANAGE_IMPORT, READ, management } from '../../grant-profiles';

/** A serviced asset: warranty, service reminders (which create scheduled orders), position on a map. */
export const equipment = defineEntity({
  name: 'equipment',
  domain: 'maintenance',
  module: 'equipments',
  table: 'equipment',
  title: { en: 'Equipment', es: 'Equipo' },
  titlePlural: { en: 'Equipment', es: 'Equipos' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  displayField: 'deviceName',
  defaultSort: { field: 'deviceName', direction: 'asc' },
  attachments: { kinds: ['document', 'image'], label: { en: 'Manuals and photos', es: 'Manuales y fotos' } },
  grants: { ...management(MANAGE_IMPORT), staff: READ, editor: READ },
  fields: {
    deviceName: text('Device Name', 'Nombre del equipo', { required: true, max: 160, ...NAME_COLUMN }),
    locationId: ref('location', 'Location', 'Ubicación', { list: true, filterable: true }),
    servicedBy: ref('vendor', 'Serviced By', 'Mantenido por', { list: true, filterable: true }),
    modelNo: text('Model No', 'Modelo', { max: 64, list: true, searchable: true }),
    serialNo: text('Serial No', 'Número de serie', { max: 64, searchable: true }),
    warrantyStart: date('Warranty Start', 'Inicio de garantía'),
    warrantyEnd: date('Warranty End', 'Fin de garantía', { list: true, sortable: true, filterable: true }),
    warrantyStandard: text('Standard Warranty', 'Garantía estándar', { max: 200 }),
    warrantyExtended: text('Extended Warranty', 'Garantía extendida', { max: 200 }),
    expirationReminderDays: integer('Expiration Reminder (days before)', 'Aviso de vencimiento (días antes)', { min: 0, max: 365 }),
    serviceEvery: integer('Service Every', 'Servicio cada', { min: 1, max: 365 }),
    serviceUnit: choice('Service Unit', 'Unidad de servicio', REPEAT_UNITS),
    latitude: decimal('Latitude', 'Latitud', { min: -90, max: 90 }),
    longitude: decimal('Longitude', 'Longitud', { min: -180, max: 180 }),
  },
});
