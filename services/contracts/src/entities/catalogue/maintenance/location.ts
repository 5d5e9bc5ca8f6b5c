import { defineEntity } from '../../define';
import { NAME_COLUMN, choice, ref, text, longText } from '../../field-builders';
import { MANAGE_IMPORT, READ, management } from '../../grant-profiles';

const LOCATION_TYPE_OPTIONS = [
  { value: 'building', label: { en: 'Building', es: 'Edificio' } },
  { value: 'floor', label: { en: 'Floor', es: 'Piso' } },
  { value: 'common-area', label: { en: 'Common area', es: 'Área común' } },
  { value: 'mechanical', label: { en: 'Mechanical room', es: 'Cuarto de máquinas' } },
  { value: 'outdoor', label: { en: 'Outdoor', es: 'Exterior' } },
  { value: 'amenity', label: { en: 'Amenity', es: 'Amenidad' } },
  { value: 'other', label: { en: 'Other', es: 'Otro' } },
] as const;

/** A place in a property where work happens (a building, a floor, a boiler room), with sub locations. */
export const location = defineEntity({
  name: 'location',
  domain: 'maintenance',
  module: 'location',
  table: 'locations',
  title: { en: 'Location', es: 'Ubicación' },
  titlePlural: { en: 'Locations', es: 'Ubicaciones' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  // Set up by management; others meet locations through their orders (no menu entry for them).
  configuration: true,
  grants: { ...management(MANAGE_IMPORT), staff: READ, resident: READ, vendor: READ, editor: READ },
  fields: {
    name: text('Location Name', 'Nombre de la ubicación', { required: 'Location Name is required', max: 120, ...NAME_COLUMN }),
    locationType: choice('Location Type', 'Tipo de ubicación', LOCATION_TYPE_OPTIONS, {
      required: 'Location Type is required',
      list: true,
      filterable: true,
    }),
    description: longText('Location Description', 'Descripción de la ubicación', {
      required: 'Location Description is required',
      max: 2000,
    }),
    parentLocationId: ref('location', 'Parent Location', 'Ubicación principal', { list: true, filterable: true }),
  },
});
