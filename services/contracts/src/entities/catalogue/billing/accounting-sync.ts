import { defineEntity } from '../../define';
import { READ_ONLY_GRANTS } from './field-helpers';

export const ACCOUNTING_SYNC_STATES = ['pending', 'synced', 'failed', 'needs-attention'] as const;
export type AccountingSyncState = (typeof ACCOUNTING_SYNC_STATES)[number];

/**
 * One of our records as the accounting software knows it (ADR 0035): the mapping (our id ↔
 * their id + SyncToken), the generation its retry-safe request id derives from, and its sync
 * state PENDING → SYNCED | FAILED (retryable) | NEEDS ATTENTION. Kept by the service; its
 * history is the record's event history.
 */
export const accountingSync = defineEntity({
  name: 'accountingSync',
  domain: 'billing',
  module: 'accounting-sync',
  grants: READ_ONLY_GRANTS,
  table: 'accounting_syncs',
  title: { en: 'Accounting Sync', es: 'Sincronización contable' },
  titlePlural: { en: 'Accounting Sync', es: 'Sincronización contable' },
  tenancy: 'org',
  closedActions: ['create', 'update', 'archive', 'restore', 'delete'],
  displayField: 'displayName',
  defaultSort: { field: 'updatedAtSync', direction: 'desc' },
  fields: {
    recordType: {
      kind: 'enum',
      label: { en: 'Record Type', es: 'Tipo de registro' },
      readOnly: true,
      options: [
        { value: 'customer', label: { en: 'Customer', es: 'Cliente' } },
        { value: 'invoice', label: { en: 'Invoice', es: 'Factura' } },
        { value: 'payment', label: { en: 'Payment', es: 'Pago' } },
      ],
      list: true,
      filterable: true,
    },
    localId: { kind: 'text', label: { en: 'Our Record', es: 'Nuestro registro' }, readOnly: true, filterable: true },
    displayName: { kind: 'text', label: { en: 'Name', es: 'Nombre' }, readOnly: true, list: true, searchable: true },
    remoteId: { kind: 'text', label: { en: 'Their ID', es: 'Su ID' }, readOnly: true, list: true },
    syncToken: { kind: 'text', label: { en: 'Sync Token', es: 'Token de sincronización' }, readOnly: true },
    /** Our record's version last pushed: a newer one means a change to push. */
    localVersion: { kind: 'integer', label: { en: 'Pushed Version', es: 'Versión enviada' }, readOnly: true },
    generation: { kind: 'integer', label: { en: 'Generation', es: 'Generación' }, readOnly: true },
    syncState: {
      kind: 'enum',
      label: { en: 'Sync State', es: 'Estado de sincronización' },
      readOnly: true,
      options: [
        { value: 'pending', label: { en: 'Pending', es: 'Pendiente' } },
        { value: 'synced', label: { en: 'Synced', es: 'Sincronizado' } },
        { value: 'failed', label: { en: 'Failed (will retry)', es: 'Fallido (se reintentará)' } },
        { value: 'needs-attention', label: { en: 'Needs attention', es: 'Requiere atención' } },
      ],
      list: true,
      filterable: true,
    },
    attempts: { kind: 'integer', label: { en: 'Attempts', es: 'Intentos' }, readOnly: true, list: true },
    lastError: { kind: 'longText', label: { en: 'Last Error', es: 'Último error' }, readOnly: true },
    updatedAtSync: { kind: 'datetime', label: { en: 'Last Attempt', es: 'Último intento' }, readOnly: true, list: true, sortable: true },
  },
});
