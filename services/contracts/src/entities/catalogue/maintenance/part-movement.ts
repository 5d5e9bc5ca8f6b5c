import { defineEntity } from '../../define';
import { READ } from './field-helpers';

/** One line of a part's stock ledger: received, used on an order, or adjusted after a count. */
export const partMovement = defineEntity({
  name: 'partMovement',
  domain: 'maintenance',
  module: 'part-movements',
  grants: {
    parent: ['list', 'read', 'create'],
    'property-manager': ['list', 'read', 'create'],
    staff: ['list', 'read', 'create'],
    editor: READ,
  },
  table: 'part_movements',
  title: { en: 'Stock Movement', es: 'Movimiento de existencias' },
  titlePlural: { en: 'Stock Movements', es: 'Movimientos de existencias' },
  tenancy: 'property',
  parent: { entity: 'part', field: 'partId' },
  // A ledger is corrected by a new movement, never edited.
  closedActions: ['update', 'archive', 'restore', 'delete'],
  example: { kind: 'received', quantity: 5 },
  displayField: 'kind',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  fields: {
    partId: {
      kind: 'ref',
      ref: 'part',
      label: { en: 'Part', es: 'Repuesto' },
      required: true,
      immutable: true,
      list: true,
      filterable: true,
    },
    kind: {
      kind: 'enum',
      label: { en: 'Movement', es: 'Movimiento' },
      required: true,
      options: [
        { value: 'received', label: { en: 'Received', es: 'Recibido' } },
        { value: 'used', label: { en: 'Used on an order', es: 'Usado en una orden' } },
        { value: 'adjusted', label: { en: 'Adjusted', es: 'Ajustado' } },
      ],
      list: true,
      filterable: true,
    },
    quantity: {
      kind: 'integer',
      label: { en: 'Quantity', es: 'Cantidad' },
      required: true,
      min: -1000000,
      max: 1000000,
      list: true,
    },
    orderId: { kind: 'ref', ref: 'order', label: { en: 'Maintenance Order', es: 'Orden' }, list: true, filterable: true },
    unitCost: { kind: 'money', label: { en: 'Unit Cost', es: 'Costo unitario' }, min: 0, list: true },
    note: { kind: 'text', label: { en: 'Note', es: 'Nota' }, max: 300 },
  },
});
