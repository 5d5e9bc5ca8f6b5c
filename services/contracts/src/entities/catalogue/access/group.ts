import { defineEntity } from '../../define';
import { choice, descriptionField, NAME_COLUMN, refList, text } from '../../field-builders';
import { MANAGE, management } from '../../grant-profiles';

const GROUP_TYPE_OPTIONS = [
  { value: 'general', label: { en: 'General', es: 'General' } },
  { value: 'user', label: { en: 'User group', es: 'Grupo de usuarios' } },
  { value: 'unit', label: { en: 'Unit group', es: 'Grupo de unidades' } },
  { value: 'notification', label: { en: 'Notification group', es: 'Grupo de notificaciones' } },
] as const;

/** Groups of users or units (general, user, unit and notification groups share one shape). */
export const group = defineEntity({
  name: 'group',
  domain: 'people',
  module: 'groups',
  table: 'groups',
  title: { en: 'Group', es: 'Grupo' },
  titlePlural: { en: 'Groups', es: 'Grupos' },
  tenancy: 'org',
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: { ...management(MANAGE) },
  fields: {
    name: text('Group Name', 'Nombre del grupo', { required: true, max: 120, ...NAME_COLUMN }),
    groupType: choice('Group Type', 'Tipo de grupo', GROUP_TYPE_OPTIONS, { required: true, list: true, filterable: true }),
    description: descriptionField(1000, { list: true }),
    memberUserIds: refList('user', 'Members', 'Miembros'),
    memberUnitIds: refList('unit', 'Units', 'Unidades'),
  },
});
