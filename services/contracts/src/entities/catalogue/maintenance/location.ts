import { defineEntity } from '../../define';
import { MANAGE_IMPORT, READ } from './field-helpers';

/** A place in a property where work happens (a building, a floor, a boiler room), with sub locations. */
export const location = defineEntity({
  name: 'location',
  domain: 'maintenance',
  module: 'location',
  // Set up by management; others meet locations through their orders (no menu entry for them).
  configuration: true,
  grants: { parent: MANAGE_IMPORT, 'property-manager': MANAGE_IMPORT, staff: READ, resident: READ, vendor: READ, editor: READ },
  table: 'locations',
  title: { en: 'Location', es: 'Ubicación' },
  titlePlural: { en: 'Locations', es: 'Ubicaciones' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Location Name', es: 'Nombre de la ubicación' },
      required: 'Location Name is required',
      max: 120,
      list: true,
      sortable: true,
      searchable: true,
    },
    locationType: {
      kind: 'enum',
      label: { en: 'Location Type', es: 'Tipo de ubicación' },
      required: 'Location Type is required',
      options: [
        { value: 'building', label: { en: 'Building', es: 'Edificio' } },
        { value: 'floor', label: { en: 'Floor', es: 'Piso' } },
        { value: 'common-area', label: { en: 'Common area', es: 'Área común' } },
        { value: 'mechanical', label: { en: 'Mechanical room', es: 'Cuarto de máquinas' } },
        { value: 'outdoor', label: { en: 'Outdoor', es: 'Exterior' } },
        { value: 'amenity', label: { en: 'Amenity', es: 'Amenidad' } },
        { value: 'other', label: { en: 'Other', es: 'Otro' } },
      ],
      list: true,
      filterable: true,
    },
    description: {
      kind: 'longText',
      label: { en: 'Location Description', es: 'Descripción de la ubicación' },
      required: 'Location Description is required',
      max: 2000,
    },
    parentLocationId: {
      kind: 'ref',
      ref: 'location',
      label: { en: 'Parent Location', es: 'Ubicación principal' },
      list: true,
      filterable: true,
    },
  },
});
