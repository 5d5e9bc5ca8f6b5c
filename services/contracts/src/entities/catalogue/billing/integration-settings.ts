import { defineEntity } from '../../define';
import { datetime, text } from '../../field-builders';
import { MANAGE, management } from '../../grant-profiles';

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
  table: 'integration_settings',
  title: { en: 'Integration Settings', es: 'Configuración de integraciones' },
  titlePlural: { en: 'Integration Settings', es: 'Configuración de integraciones' },
  tenancy: 'org',
  displayField: 'insightTag',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  grants: { ...management(MANAGE) },
  fields: {
    insightTag: text('Insight Tag', 'Etiqueta de informes', {
      required: 'The Insight Tag field is required',
      max: 64,
      list: true,
      searchable: true,
    }),
    insightAccountId: text('Fuze-type Account ID', 'ID de cuenta tipo Fuze', { max: 120, list: true }),
    insightPublicKey: text('Public Key', 'Clave pública', { max: 500 }),
    quickbooksClientKey: text('Accounting Software Client Key', 'Clave de cliente del software contable', { max: 200 }),
    quickbooksClientSecret: text('Accounting Software Secret', 'Secreto del software contable', { max: 200, secret: true }),
    quickbooksCompany: text('Connected Company', 'Empresa conectada', { readOnly: true, list: true }),
    quickbooksRealmId: text('Company ID (realm)', 'ID de empresa (realm)', { readOnly: true }),
    quickbooksConnectedAt: datetime('Connected At', 'Conectado el', { readOnly: true, list: true }),
    quickbooksLastPullAt: datetime('Last Pull', 'Última lectura', { readOnly: true }),
  },
});
