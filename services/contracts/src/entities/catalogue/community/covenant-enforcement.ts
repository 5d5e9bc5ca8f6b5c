import { defineEntity } from '../../define';
import { HUB_GRANTS, READ, unitRef } from './field-helpers';

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
  grants: { ...HUB_GRANTS, resident: READ },
  table: 'covenant_enforcements',
  title: { en: 'Covenant Enforcement', es: 'Aplicación de normas' },
  titlePlural: { en: 'Covenant Enforcements', es: 'Aplicación de normas' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  visibleStates: { field: 'state', roles: { resident: ['notice', 'cured', 'fined', 'appealed', 'resolved', 'waived'] } },
  notFound: 'Covenant Enforcement Not Found',
  attachments: { kinds: ['image', 'document'], label: { en: 'Evidence', es: 'Pruebas' } },
  displayField: 'articleNumber',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  fields: {
    covenantTypeId: {
      kind: 'ref',
      ref: 'covenantType',
      label: { en: 'Covenant Type', es: 'Tipo de infracción' },
      required: 'The Covenant Type field is required',
      list: true,
      filterable: true,
    },
    unitId: { ...unitRef, required: 'The Unit field is required', immutable: true },
    residentUserId: { kind: 'ref', ref: 'user', label: { en: 'Resident', es: 'Residente' }, list: true, filterable: true },
    articleNumber: {
      kind: 'text',
      label: { en: 'Article Number', es: 'Número de artículo' },
      max: 40,
      list: true,
      sortable: true,
      searchable: true,
    },
    description: { kind: 'longText', label: { en: 'Violation', es: 'Infracción' }, max: 4000, searchable: true },
    fineAmount: { kind: 'money', label: { en: 'Fine Amount', es: 'Monto de la multa' }, min: 0, list: true },
    daysToRemedy: { kind: 'integer', label: { en: 'No. of Days Remedy', es: 'Días para subsanar' }, min: 0, max: 365 },
    remedyDescription: { kind: 'longText', label: { en: 'Remedy Description', es: 'Descripción de la subsanación' }, max: 4000 },
    state: {
      kind: 'enum',
      label: { en: 'Status', es: 'Estado' },
      options: COVENANT_STATES,
      readOnly: true,
      list: true,
      filterable: true,
      sortable: true,
    },
    noticeDate: { kind: 'date', label: { en: 'Notice Date', es: 'Fecha del aviso' }, readOnly: true, sortable: true },
    remedyDeadline: {
      kind: 'date',
      label: { en: 'Remedy Deadline', es: 'Plazo para subsanar' },
      readOnly: true,
      list: true,
      sortable: true,
      range: true,
    },
    repeatOffender: {
      kind: 'boolean',
      label: { en: 'Repeat offender', es: 'Reincidente' },
      readOnly: true,
      list: true,
      filterable: true,
    },
    remedyOverdue: {
      kind: 'boolean',
      label: { en: 'Remedy overdue', es: 'Plazo vencido' },
      readOnly: true,
      filterable: true,
    },
    finedAt: { kind: 'datetime', label: { en: 'Fined', es: 'Multada el' }, readOnly: true },
    closedAt: { kind: 'datetime', label: { en: 'Closed', es: 'Cerrada el' }, readOnly: true },
  },
});
