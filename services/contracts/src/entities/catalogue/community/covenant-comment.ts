import { defineEntity } from '../../define';
import { HUB_GRANTS } from './field-helpers';

/**
 * A comment on a covenant enforcement: resident-visible (the resident reads and answers it) or
 * internal (managers and staff only; residents never receive it, not even in history).
 */
export const covenantComment = defineEntity({
  name: 'covenantComment',
  domain: 'community',
  module: 'covenant-comments',
  grants: { ...HUB_GRANTS, resident: ['list', 'read', 'create'] },
  table: 'covenant_comments',
  title: { en: 'Covenant Comment', es: 'Comentario de infracción' },
  titlePlural: { en: 'Covenant Comments', es: 'Comentarios de infracciones' },
  tenancy: 'property',
  parent: { entity: 'covenantEnforcement', field: 'covenantEnforcementId' },
  visibleStates: { field: 'visibility', roles: { resident: ['resident'] } },
  displayField: 'body',
  defaultSort: { field: 'createdAt', direction: 'asc' },
  fields: {
    covenantEnforcementId: {
      kind: 'ref',
      ref: 'covenantEnforcement',
      label: { en: 'Covenant Enforcement', es: 'Aplicación de normas' },
      required: true,
      immutable: true,
      filterable: true,
    },
    body: { kind: 'longText', label: { en: 'Comment', es: 'Comentario' }, required: true, max: 4000, list: true },
    visibility: {
      kind: 'enum',
      label: { en: 'Visible to', es: 'Visible para' },
      options: [
        { value: 'resident', label: { en: 'Resident', es: 'Residente' } },
        { value: 'internal', label: { en: 'Internal only', es: 'Solo interno' } },
      ],
      list: true,
      filterable: true,
    },
    // Who wrote it, as they were named then: residents cannot read the user records.
    authorName: { kind: 'text', label: { en: 'Author', es: 'Autor' }, readOnly: true, max: 200, list: true },
    // Copied from the enforcement, so a resident's unit scope applies to its comments too.
    unitId: { kind: 'ref', ref: 'unit', label: { en: 'Unit', es: 'Unidad' }, readOnly: true },
  },
});
