import { and, eq } from 'drizzle-orm';
import { fromMinorUnits } from '@portico/contracts';
import { mirrorRecordsTable, queueDomainMail, type Db } from '@portico/platform';

type Row = Record<string, unknown>;

const usd = (cents: number) => `$${fromMinorUnits(cents).toFixed(2)}`;

/** The email of a user, from the people mirror. */
export async function emailOf(tx: Db, userId: unknown): Promise<string | undefined> {
  if (typeof userId !== 'string') return undefined;
  const t = mirrorRecordsTable('billing');
  const [row] = await tx
    .select({ data: t.data })
    .from(t)
    .where(and(eq(t.entity, 'user'), eq(t.id, userId)));
  const email = row?.data.email;
  return typeof email === 'string' ? email : undefined;
}

/** Queues a payment receipt (sent after commit, once): amount, fee line and total, in English and Spanish. */
export async function queueReceipt(
  tx: Db,
  to: string | undefined,
  invoice: Row,
  p: { amount: number; fee: number; last4?: string | null },
): Promise<void> {
  if (!to) return;
  const number = String(invoice.number ?? '');
  const total = p.amount + p.fee;
  await queueDomainMail(tx, 'billing', {
    to,
    subject: `Receipt for invoice ${number} / Recibo de la factura ${number}`,
    text: [
      `We received your payment for invoice ${number} (${String(invoice.title ?? '')}).`,
      `Amount: ${usd(p.amount)}`,
      `Transaction fee: ${usd(p.fee)}`,
      `Total charged: ${usd(total)}${p.last4 ? ` (card ending ${p.last4})` : ''}`,
      '',
      `Recibimos su pago de la factura ${number}. Monto: ${usd(p.amount)}. Comisión por transacción: ${usd(p.fee)}. Total cobrado: ${usd(total)}.`,
    ].join('\n'),
  });
}
