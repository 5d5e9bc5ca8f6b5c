import { randomUUID } from 'node:crypto';
import { payment } from '@portico/contracts';
import { writeRecordEvents, type Db } from '@portico/platform';
import { payments } from '../invoices/invoices.schema';

type Row = Record<string, unknown>;

/**
 * Stores a new payment row of an invoice — an attempt, a settled payment or a refund — with its
 * create event, inside the caller's transaction. Org, property, unit and vendor come from the
 * invoice, so a payment is always seen by whoever sees its invoice. `values.id` names it when the
 * caller already handed the id out; else a new one.
 */
export async function insertPayment(tx: Db, actorId: string, invoice: Row, values: Row): Promise<Row> {
  const [row] = (await tx
    .insert(payments)
    .values({
      id: randomUUID(),
      parentOrgId: invoice.parentOrgId,
      propertyId: invoice.propertyId,
      billingId: invoice.id,
      unitId: invoice.unitId ?? null,
      vendorUserId: invoice.vendorUserId ?? null,
      ...values,
      createdBy: actorId,
      updatedBy: actorId,
    } as never)
    .returning()) as Row[];
  await writeRecordEvents(tx, payment, 'create', actorId, [row!]);
  return row!;
}
