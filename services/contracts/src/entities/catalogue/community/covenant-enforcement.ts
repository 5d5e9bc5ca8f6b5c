import { defineEntity } from '../../define';
import { HUB_GRANTS } from './field-helpers';
import {
  date,
  datetime,
  flag,
  integer,
  longText,
  money,
  NAME_COLUMN,
  OWNING_UNIT,
  ref,
  statusField,
  text,
  unitRef,
} from '../../field-builders';
import { READ } from '../../grant-profiles';

/** The enforcement lifecycle (domains.md): REPORTED → NOTICE → CURED | FINED → (APPEALED) → RESOLVED | WAIVED. */
export const COVENANT_STATES = [
  { value: 'reported', label: { en: 'Reported', es: 'Reportada' } },
  { value: 'notice', label: { en: 'Notice sent', es: 'Aviso enviado' } },
  { value: 'cured', label: { en: 'Cured', es: 'Subsanada' } },
  { value: 'fined', label: { en: 'Fined', es: 'Multada' } },
  { value: 'appealed', label: { en: 'Appealed', es: 'Apelada' } },
  { value: 'resolved', label: { en: 'Resolved', es: 'Resuelta' } },
  { value: 'waived', label: { en: 'Waived', es: 'Condonada' } },
] as const;

/**
 * A covenant violation recorded against a unit. Article number, fine, days to remedy and remedy
 * description default from the covenant type; the service requires them (with the spec's
 * messages) when neither the request nor the type gives them. Residents see their unit's
 * enforcements once a notice has gone out — never while an enforcement is only reported.
 */
export const covenantEnforcement = defineEntity({
  name: 'covenantEnforcement',
  domain: 'community',
  module: 'covenants',
  table: 'covenant_enforcements',
  title: { en: 'Covenant Enforcement', es: 'Aplicación de normas' },
  titlePlural: { en: 'Covenant Enforcements', es: 'Aplicación de normas' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  displayField: 'articleNumber',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  visibleStates: { field: 'state', roles: { resident: ['notice', 'cured', 'fined', 'appealed', 'resolved', 'waived'] } },
  notFound: 'Covenant Enforcement Not Found',
  attachments: { kinds: ['image', 'document'], label: { en: 'Evidence', es: 'Pruebas' } },
  grants: { ...HUB_GRANTS, resident: READ },
  fields: {
    covenantTypeId: ref('covenantType', 'Covenant Type', 'Tipo de infracción', {
      required: 'The Covenant Type field is required',
      list: true,
      filterable: true,
    }),
    unitId: unitRef(OWNING_UNIT),
    residentUserId: ref('user', 'Resident', 'Residente', { list: true, filterable: true }),
    articleNumber: text('Article Number', 'Número de artículo', { max: 40, ...NAME_COLUMN }),
    description: longText('Violation', 'Infracción', { max: 4000, searchable: true }),
    fineAmount: money('Fine Amount', 'Monto de la multa', { min: 0, list: true }),
    daysToRemedy: integer('No. of Days Remedy', 'Días para subsanar', { min: 0, max: 365 }),
    remedyDescription: longText('Remedy Description', 'Descripción de la subsanación', { max: 4000 }),
    state: statusField(COVENANT_STATES, { sortable: true }),
    noticeDate: date('Notice Date', 'Fecha del aviso', { readOnly: true, sortable: true }),
    remedyDeadline: date('Remedy Deadline', 'Plazo para subsanar', { readOnly: true, list: true, sortable: true, range: true }),
    repeatOffender: flag('Repeat offender', 'Reincidente', { readOnly: true, list: true, filterable: true }),
    remedyOverdue: flag('Remedy overdue', 'Plazo vencido', { readOnly: true, filterable: true }),
    finedAt: datetime('Fined', 'Multada el', { readOnly: true }),
    closedAt: datetime('Closed', 'Cerrada el', { readOnly: true }),
  },
});
