import { defineEntity } from '../../define';
import { refList } from './field-helpers';

/** Groups of users or units (general, user, unit and notification groups share one shape). */
export const group = defineEntity({
  name: 'group',
  domain: 'people',
  module: 'groups',
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: {
    parent: ['list', 'read', 'create', 'update'],
    'property-manager': ['list', 'read', 'create', 'update'],
  },
  table: 'groups',
  title: { en: 'Group', es: 'Grupo' },
  titlePlural: { en: 'Groups', es: 'Grupos' },
  tenancy: 'org',
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Group Name', es: 'Nombre del grupo' },
      required: true,
      max: 120,
      list: true,
      sortable: true,
      searchable: true,
    },
    groupType: {
      kind: 'enum',
      label: { en: 'Group Type', es: 'Tipo de grupo' },
      required: true,
      options: [
        { value: 'general', label: { en: 'General', es: 'General' } },
        { value: 'user', label: { en: 'User group', es: 'Grupo de usuarios' } },
        { value: 'unit', label: { en: 'Unit group', es: 'Grupo de unidades' } },
        { value: 'notification', label: { en: 'Notification group', es: 'Grupo de notificaciones' } },
      ],
      list: true,
      filterable: true,
    },
    description: { kind: 'longText', label: { en: 'Description', es: 'Descripción' }, max: 1000, list: true },
    memberUserIds: refList('user', 'Members', 'Miembros'),
    memberUnitIds: refList('unit', 'Units', 'Unidades'),
  },
});
