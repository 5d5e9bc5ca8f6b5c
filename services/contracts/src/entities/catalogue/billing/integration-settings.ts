import { defineEntity } from '../../define';

/**
 * An organization's integrations (spec, organization settings): the insight reports' tag, fuze-type
 * account id and public key, and the accounting software's client key, secret and connected
 * company. The organization's oldest active record applies (as billing settings); the secret is
 * sealed and write-only (ADR 0035).
 */
export const integrationSettings = defineEntity({
  name: 'integrationSettings',
  domain: 'billing',
  module: 'integration-settings',
  grants: {
    parent: ['list', 'read', 'create', 'update'],
    'property-manager': ['list', 'read', 'create', 'update'],
  },
  table: 'integration_settings',
  title: { en: 'Integration Settings', es: 'Configuración de integraciones' },
  titlePlural: { en: 'Integration Settings', es: 'Configuración de integraciones' },
  tenancy: 'org',
  displayField: 'insightTag',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  fields: {
    insightTag: {
      kind: 'text',
      label: { en: 'Insight Tag', es: 'Etiqueta de informes' },
      required: 'The Insight Tag field is required',
      max: 64,
      list: true,
      searchable: true,
    },
    insightAccountId: { kind: 'text', label: { en: 'Fuze-type Account ID', es: 'ID de cuenta tipo Fuze' }, max: 120, list: true },
    insightPublicKey: { kind: 'text', label: { en: 'Public Key', es: 'Clave pública' }, max: 500 },
    quickbooksClientKey: {
      kind: 'text',
      label: { en: 'Accounting Software Client Key', es: 'Clave de cliente del software contable' },
      max: 200,
    },
    quickbooksClientSecret: {
      kind: 'text',
      label: { en: 'Accounting Software Secret', es: 'Secreto del software contable' },
      max: 200,
      secret: true,
    },
    quickbooksCompany: {
      kind: 'text',
      label: { en: 'Connected Company', es: 'Empresa conectada' },
      readOnly: true,
      list: true,
    },
    quickbooksRealmId: { kind: 'text', label: { en: 'Company ID (realm)', es: 'ID de empresa (realm)' }, readOnly: true },
    quickbooksConnectedAt: { kind: 'datetime', label: { en: 'Connected At', es: 'Conectado el' }, readOnly: true, list: true },
    quickbooksLastPullAt: { kind: 'datetime', label: { en: 'Last Pull', es: 'Última lectura' }, readOnly: true },
  },
});
