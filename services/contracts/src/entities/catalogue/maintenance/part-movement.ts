import { defineEntity } from '../../define';
import { choice, integer, money, ref, text } from '../../field-builders';
import { RAISE, READ, management } from '../../grant-profiles';

const KIND_OPTIONS = [
  { value: 'received', label: { en: 'Received', es: 'Recibido' } },
  { value: 'used', label: { en: 'Used on an order', es: 'Usado en una orden' } },
  { value: 'adjusted', label: { en: 'Adjusted', es: 'Ajustado' } },
] as const;

/** One line of a part's stock ledger: received, used on an order, or adjusted after a count. */
export const partMovement = defineEntity({
  name: 'partMovement',
  domain: 'maintenance',
  module: 'part-movements',
  table: 'part_movements',
  title: { en: 'Stock Movement', es: 'Movimiento de existencias' },
  titlePlural: { en: 'Stock Movements', es: 'Movimientos de existencias' },
  tenancy: 'property',
  parent: { entity: 'part', field: 'partId' },
  displayField: 'kind',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  // A ledger is corrected by a new movement, never edited.
  closedActions: ['update', 'archive', 'restore', 'delete'],
  example: { kind: 'received', quantity: 5 },
  grants: { ...management(RAISE), staff: RAISE, editor: READ },
  fields: {
    partId: ref('part', 'Part', 'Repuesto', { required: true, immutable: true, list: true, filterable: true }),
    kind: choice('Movement', 'Movimiento', KIND_OPTIONS, { required: true, list: true, filterable: true }),
    quantity: integer('Quantity', 'Cantidad', { required: true, min: -1000000, max: 1000000, list: true }),
    orderId: ref('order', 'Maintenance Order', 'Orden', { list: true, filterable: true }),
    unitCost: money('Unit Cost', 'Costo unitario', { min: 0, list: true }),
    note: text('Note', 'Nota', { max: 300 }),
  },
});
