import { integer, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { invoice, invoiceLine, payment } from '@portico/contracts';
import { domainSchema, tableFor } from '@portico/platform';

const schema = domainSchema('billing');

export const invoices = tableFor(invoice);
export const invoiceLines = tableFor(invoiceLine);
export const payments = tableFor(payment);

/**
 * The next invoice number of each org and series (`AR`, `AP`, `CN`): taken with an upsert inside
 * the finalizing transaction, so numbers are gap-free per org and two finalizations never share
 * one (the row lock serializes them).
 */
export const invoiceSequences = schema.table(
  'invoice_sequences',
  {
    parentOrgId: uuid('parent_org_id').notNull(),
    series: text('series').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.parentOrgId, t.series] })],
);

/**
 * The source an invoice was created from (a covenant fine, a reservation deposit, a work order):
 * claimed in the creating transaction, so the same source never creates a second invoice —
 * however often its event is delivered, or by how many replicas at once.
 */
export const invoiceSources = schema.table(
  'invoice_sources',
  {
    parentOrgId: uuid('parent_org_id').notNull(),
    sourceKey: text('source_key').notNull(),
    billingId: uuid('billing_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.parentOrgId, t.sourceKey] })],
);

/**
 * Keys a payment row is recorded under: `pi:<PaymentIntent id>`, `re:<refund id>`,
 * `attempt:<invoice>:<attempt key>`. A key is claimed once, so a settlement or a double click
 * finds the row recorded the first time instead of recording a second.
 */
export const paymentClaims = schema.table('payment_claims', {
  key: text('key').primaryKey(),
  paymentId: uuid('payment_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
