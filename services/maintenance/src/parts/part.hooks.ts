import { PorticoError, order, part, msg, fieldError } from '@portico/contracts';
import type { Db, ResourceHooks } from '@portico/platform';
import { orders, parts } from '../schema';
import { changeRecord, rowById } from '../shared/record-writes';
import { noticeManagers } from '../notices/managers';

/** The property's managers hear when a part falls under its minimum stock. */
async function lowStockNotice(tx: Db, stocked: Record<string, unknown>, onHand: number): Promise<void> {
  const name = String(stocked.name);
  const number = stocked.partNumber ? ` (${String(stocked.partNumber)})` : '';
  const minimum = String(stocked.minimumQuantity);
  await noticeManagers(tx, stocked, {
    text: {
      title: { en: `Low stock: ${name}`, es: `Existencia baja: ${name}` },
      body: {
        en: `${name}${number} is low on stock: ${onHand} left, minimum ${minimum}.`,
        es: `Existencia baja de ${name}${number}: quedan ${onHand}, mínimo ${minimum}.`,
      },
    },
    link: `/parts/view/${String(stocked.id)}`,
    // One notice each time it falls under the minimum (its version then).
    source: { entity: 'part', id: String(stocked.id), event: `lowStock@${String(stocked.version ?? 0)}` },
  });
}

/** A part's stock is its ledger's sum; low stock when it falls under the minimum. */
export const partHooks: ResourceHooks = {
  async beforeCreate({ values }) {
    values.quantityOnHand = 0;
    values.lowStock = Number(values.minimumQuantity ?? 0) > 0;
  },
  async beforeUpdate({ current, changes }) {
    if (changes.minimumQuantity !== undefined)
      changes.lowStock = Number(current.quantityOnHand ?? 0) < Number(changes.minimumQuantity ?? 0);
  },
};

/** The signed change a movement makes: received adds, used takes away, adjusted is signed. */
export function stockDelta(kind: string, quantity: number): number {
  if (kind === 'adjusted') {
    if (quantity === 0) throw PorticoError.validation([fieldError('quantity', msg('part.adjustmentZero'))]);
    return quantity;
  }
  if (quantity <= 0) throw PorticoError.validation([fieldError('quantity', msg('part.quantityPositive'))]);
  return kind === 'used' ? -quantity : quantity;
}

/**
 * A movement updates its part's stock in the same transaction (locked, so two movements never
 * lose one another) and, when parts are used on an order, adds their cost to the order.
 */
export const partMovementHooks: ResourceHooks = {
  async beforeCreate({ tx, principal, values }) {
    const delta = stockDelta(String(values.kind), Number(values.quantity));
    if (values.kind === 'used' && !values.orderId) throw PorticoError.validation([fieldError('orderId', msg('part.chooseOrder'))]);
    const stocked = (await rowById(tx, parts, values.partId, true))!;
    const onHand = Number(stocked.quantityOnHand ?? 0) + delta;
    if (onHand < 0)
      throw PorticoError.validation([fieldError('quantity', msg('part.onlyInStock', { count: Number(stocked.quantityOnHand ?? 0) }))]);
    values.quantity = delta;
    values.unitCost ??= stocked.unitPrice ?? 0;
    const minimum = Number(stocked.minimumQuantity ?? 0);
    await changeRecord(tx, part, parts, principal.userId, String(stocked.id), {
      quantityOnHand: onHand,
      lowStock: onHand < minimum,
    });
    // Once per crossing: only the movement that takes the stock from at-or-above to below.
    if (onHand < minimum && Number(stocked.quantityOnHand ?? 0) >= minimum) await lowStockNotice(tx, stocked, onHand);
    if (values.kind === 'used') {
      const used = (await rowById(tx, orders, values.orderId, true))!;
      const cost = -delta * Number(values.unitCost);
      await changeRecord(tx, order, orders, principal.userId, String(used.id), { partsCost: Number(used.partsCost ?? 0) + cost });
    }
  },
};
