import { lookupTypeEntity } from '../../lookup-type';
import { longText } from '../../field-builders';

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
    description: longText('Description', 'Descripción', { list: true, searchable: true, max: 1000 }),
  },
});
