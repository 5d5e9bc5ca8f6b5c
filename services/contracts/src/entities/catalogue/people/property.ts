import { defineEntity } from '../../define';
import { NAME_COLUMN, choice, decimal, integer, text } from '../../field-builders';
import { MANAGE_IMPORT, READ } from '../../grant-profiles';
import { TIME_ZONE_OPTIONS } from '../../../domain/weekly-hours';

const PROPERTY_TYPE_OPTIONS = [
  { value: 'apartment', label: { en: 'Apartment building', es: 'Edificio de apartamentos' } },
  { value: 'condominium', label: { en: 'Condominium', es: 'Condominio' } },
  { value: 'townhouse', label: { en: 'Townhouse community', es: 'Comunidad de casas adosadas' } },
  { value: 'single-family', label: { en: 'Single family', es: 'Unifamiliar' } },
  { value: 'commercial', label: { en: 'Commercial', es: 'Comercial' } },
] as const;

const RADIUS_UNIT_OPTIONS = [
  { value: 'miles', label: { en: 'Miles', es: 'Millas' } },
  { value: 'kilometers', label: { en: 'Kilometers', es: 'Kilómetros' } },
] as const;

export const property = defineEntity({
  name: 'property',
  domain: 'people',
  module: 'properties',
  table: 'properties',
  title: { en: 'Property', es: 'Propiedad' },
  titlePlural: { en: 'Properties', es: 'Propiedades' },
  tenancy: 'org',
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  scopeKey: 'property',
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: { parent: MANAGE_IMPORT, 'property-manager': ['list', 'read', 'update'], editor: READ, staff: READ, resident: READ },
  fields: {
    name: text('Property Name', 'Nombre de la propiedad', { required: true, ...NAME_COLUMN }),
    // The public sign-up finds the property by this code alone, across every organization.
    propertyCode: text('Property Code', 'Código de propiedad', { max: 32, unique: 'global', ...NAME_COLUMN }),
    propertyType: choice('Property Type', 'Tipo de propiedad', PROPERTY_TYPE_OPTIONS, { list: true, filterable: true }),
    primaryAddress: text('Primary Address', 'Dirección principal', { list: true, searchable: true }),
    billingAddress: text('Billing Address', 'Dirección de facturación'),
    buildings: integer('Buildings', 'Edificios', { min: 0, max: 10000, list: true, sortable: true }),
    radius: decimal('Radius', 'Radio', { min: 0, max: 100000 }),
    radiusUnit: choice('Radius Unit', 'Unidad del radio', RADIUS_UNIT_OPTIONS),
    // The clock its amenities' hours and bookings are read on (issue 18); unset reads as DEFAULT_TIME_ZONE.
    timeZone: choice('Time Zone', 'Zona horaria', TIME_ZONE_OPTIONS, { filterable: true }),
  },
});
