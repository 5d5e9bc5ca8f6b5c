import { defineEntity } from '../../define';
import { choice, copiedUnitRef, longText, ref, text } from '../../field-builders';
import { RAISE } from '../../grant-profiles';
import { HUB_GRANTS } from './field-helpers';

const VISIBILITY_OPTIONS = [
  { value: 'resident', label: { en: 'Resident', es: 'Residente' } },
  { value: 'internal', label: { en: 'Internal only', es: 'Solo interno' } },
] as const;

/**
 * A comment on a covenant enforcement: resident-visible (the resident reads and answers it) or
 * internal (managers and staff only; residents never receive it, not even in history).
 */
export const covenantComment = defineEntity({
  name: 'covenantComment',
  domain: 'community',
  module: 'covenant-comments',
  table: 'covenant_comments',
  title: { en: 'Covenant Comment', es: 'Comentario de infracción' },
  titlePlural: { en: 'Covenant Comments', es: 'Comentarios de infracciones' },
  tenancy: 'property',
  parent: { entity: 'covenantEnforcement', field: 'covenantEnforcementId' },
  displayField: 'body',
  defaultSort: { field: 'createdAt', direction: 'asc' },
  visibleStates: { field: 'visibility', roles: { resident: ['resident'] } },
  grants: { ...HUB_GRANTS, resident: RAISE },
  fields: {
    covenantEnforcementId: ref('covenantEnforcement', 'Covenant Enforcement', 'Aplicación de normas', {
      required: true,
      immutable: true,
      filterable: true,
    }),
    body: longText('Comment', 'Comentario', { required: true, max: 4000, list: true }),
    visibility: choice('Visible to', 'Visible para', VISIBILITY_OPTIONS, { list: true, filterable: true }),
    // Who wrote it, as they were named then: residents cannot read the user records.
    authorName: text('Author', 'Autor', { readOnly: true, max: 200, list: true }),
    // Copied from the enforcement, so a resident's unit scope applies to its comments too.
    unitId: copiedUnitRef(),
  },
});
