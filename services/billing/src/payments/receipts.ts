import { formatMoney, type NoticeText } from '@portico/contracts';
import { languageOfAddress, queueDomainMail, sendNotice, type Db } from '@portico/platform';

type Row = Record<string, unknown>;

interface Paid {
  amount: number;
  fee: number;
  last4?: string | null;
}

/** A payment receipt in each language: amount, fee line and total, as each language writes money. */
export function receiptText(invoice: Row, p: Paid): NoticeText {
  const number = String(invoice.number ?? '');
  const total = p.amount + p.fee;
  return {
    title: { en: `Receipt for invoice ${number}`, es: `Recibo de la factura ${number}` },
    body: {
      en: [
        `We received your payment for invoice ${number} (${String(invoice.title ?? '')}).`,
        `Amount: ${formatMoney(p.amount, 'en')}`,
        `Transaction fee: ${formatMoney(p.fee, 'en')}`,
        `Total charged: ${formatMoney(total, 'en')}${p.last4 ? ` (card ending ${p.last4})` : ''}`,
      ].join('\n'),
      es: [
        `Recibimos su pago de la factura ${number} (${String(invoice.title ?? '')}).`,
        `Monto: ${formatMoney(p.amount, 'es')}`,
        `Comisión por transacción: ${formatMoney(p.fee, 'es')}`,
        `Total cobrado: ${formatMoney(total, 'es')}${p.last4 ? ` (tarjeta terminada en ${p.last4})` : ''}`,
      ].join('\n'),
    },
  };
}

/**
 * Sends a payment receipt once, after commit. To the paying person through the one notice
 * mechanism (ADR 0038: their inbox and their mail, in their language); to an address typed at
 * payment time (someone without an account here) by mail only.
 */
export async function queueReceipt(
  tx: Db,
  to: { email?: string; userId?: unknown },
  invoice: Row,
  paid: Paid & { paymentId: string },
): Promise<void> {
  const text = receiptText(invoice, paid);
  if (to.email) {
    // The typed address may be someone's sign-in: they read it in their stored language.
    const language = await languageOfAddress(tx, 'billing', to.email);
    await queueDomainMail(tx, 'billing', { to: to.email, subject: text.title[language], text: text.body[language] });
    return;
  }
  if (typeof to.userId !== 'string' || typeof invoice.parentOrgId !== 'string') return;
  await sendNotice(tx, 'billing', {
    parentOrgId: invoice.parentOrgId,
    propertyId: typeof invoice.propertyId === 'string' ? invoice.propertyId : null,
    recipientUserIds: [to.userId],
    text,
    link: `/billings/view/${String(invoice.id)}`,
    source: { entity: 'payment', id: paid.paymentId, event: 'receipt' },
  });
}
