import { defineEntity } from '../../define';
import { choice, datetime, integer, longText, text } from '../../field-builders';
import { READ_ONLY_GRANTS } from './field-helpers';

export const ACCOUNTING_SYNC_STATES = ['pending', 'synced', 'failed', 'needs-attention'] as const;
export type AccountingSyncState = (typeof ACCOUNTING_SYNC_STATES)[number];

const RECORD_TYPE_OPTIONS = [
  { value: 'customer', label: { en: 'Customer', es: 'Cliente' } },
  { value: 'invoice', label: { en: 'Invoice', es: 'Factura' } },
  { value: 'payment', label: { en: 'Payment', es: 'Pago' } },
] as const;

const SYNC_STATE_OPTIONS = [
  { value: 'pending', label: { en: 'Pending', es: 'Pendiente' } },
  { value: 'synced', label: { en: 'Synced', es: 'Sincronizado' } },
  { value: 'failed', label: { en: 'Failed (will retry)', es: 'Fallido (se reintentará)' } },
  { value: 'needs-attention', label: { en: 'Needs attention', es: 'Requiere atención' } },
] as const;

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
  table: 'accounting_syncs',
  title: { en: 'Accounting Sync', es: 'Sincronización contable' },
  titlePlural: { en: 'Accounting Sync', es: 'Sincronización contable' },
  tenancy: 'org',
  displayField: 'displayName',
  defaultSort: { field: 'updatedAtSync', direction: 'desc' },
  closedActions: ['create', 'update', 'archive', 'restore', 'delete'],
  grants: READ_ONLY_GRANTS,
  fields: {
    recordType: choice('Record Type', 'Tipo de registro', RECORD_TYPE_OPTIONS, { readOnly: true, list: true, filterable: true }),
    localId: text('Our Record', 'Nuestro registro', { readOnly: true, filterable: true }),
    displayName: text('Name', 'Nombre', { readOnly: true, list: true, searchable: true }),
    remoteId: text('Their ID', 'Su ID', { readOnly: true, list: true }),
    syncToken: text('Sync Token', 'Token de sincronización', { readOnly: true }),
    /** Our record's version last pushed: a newer one means a change to push. */
    localVersion: integer('Pushed Version', 'Versión enviada', { readOnly: true }),
    generation: integer('Generation', 'Generación', { readOnly: true }),
    syncState: choice('Sync State', 'Estado de sincronización', SYNC_STATE_OPTIONS, { readOnly: true, list: true, filterable: true }),
    attempts: integer('Attempts', 'Intentos', { readOnly: true, list: true }),
    lastError: longText('Last Error', 'Último error', { readOnly: true }),
    updatedAtSync: datetime('Last Attempt', 'Último intento', { readOnly: true, list: true, sortable: true }),
  },
});
