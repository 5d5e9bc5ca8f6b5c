import { lookupTypeEntity } from '../../lookup-type';

export const bulletinType = lookupTypeEntity({
  name: 'bulletinType',
  domain: 'community',
  module: 'bulletin-type',
  table: 'bulletin_types',
  title: { en: 'Bulletin Type', es: 'Tipo de anuncio' },
  titlePlural: { en: 'Bulletin Types', es: 'Tipos de anuncio' },
  pickers: ['resident'],
  nameLabel: { en: 'Type Name', es: 'Nombre del tipo' },
  nameRequired: 'Type Name field is required',
  fields: {
    description: { kind: 'longText', label: { en: 'Description', es: 'Descripción' }, list: true, searchable: true, max: 1000 },
  },
});
