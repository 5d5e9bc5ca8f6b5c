import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  ACCOUNTS,
  PorticoError,
  addDays,
  invoice,
  invoiceLine,
  isoDay,
  type InvoiceKind,
  msg,
  fieldError,
  type FieldError,
} from '@portico/contracts';
import { applyRecordChange, mirrorRecordsTable, writeRecordEvents, type Db, type Principal, refNotFound } from '@portico/platform';
import { invoiceLines, invoices, invoiceSources } from './invoices.schema';
import { finalizeChanges } from './finalize';
import { totalsOf } from './invoice-math';

/** One line of a new invoice: a description, its revenue (or expense) account and its amount in cents. */
export interface NewInvoiceLine {
  description: string;
  /** Account code; default: revenue (4000) for invoices, expenses (5000) for bills. */
  account?: string;
  /** Integer cents, > 0. */
  amount: number;
  quantity?: number;
}

/**
 * STABLE API (the "bops" branch creates invoices through it from events and recurring charges):
 * keep this signature. `actor` is a user's principal or a system principal
 * (`systemPrincipal('event-consumer', orgId)`): its org must be `parentOrgId`.
 */
export interface NewInvoice {
  type: InvoiceKind;
  parentOrgId: string;
  propertyId: string;
  unitId?: string | null;
  billToUserId?: string | null;
  vendorId?: string | null;
  billingTypeId?: string | null;
  title?: string;
  /** ISO day. */
  dueDate: string;
  invoiceDate?: string;
  lines: NewInvoiceLine[];
  notes?: string | null;
  /**
   * Where the charge comes from (`covenant-fine:<id>`, `reservation-deposit:<id>`): unique per
   * org. The same source never creates a second invoice: a repeat returns the first one.
   */
  sourceKey?: string;
  /** `open` finalizes at once (number, ledger); default `draft`. */
  status?: 'draft' | 'open';
}

export interface CreatedInvoice {
  billing: Record<string, unknown>;
  lines: Record<string, unknown>[];
  /** False when `sourceKey` had already created it: nothing was written. */
  created: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The mirrored record (another domain's) with this id, whatever its status. */
async function mirrored(tx: Db, entity: string, id: string): Promise<Record<string, unknown> | undefined> {
  const t = mirrorRecordsTable('billing');
  const [row] = await tx
    .select({ data: t.data, parentOrgId: t.parentOrgId, propertyId: t.propertyId })
    .from(t)
    .where(and(eq(t.entity, entity), eq(t.id, id)));
  return row ? { ...row.data, parentOrgId: row.parentOrgId, propertyId: row.propertyId } : undefined;
}

/**
 * Creates an invoice (or vendor bill) with its lines inside the caller's transaction, idempotent
 * by `sourceKey`. Refuses (422) what would be wrong money: no lines, non-integer or non-positive
 * cents; refuses (403/422) a tenant mismatch: an actor of another org, a property, unit or vendor
 * of another org. With `status: 'open'` it is finalized at once.
 */
export async function createInvoice(tx: Db, actor: Principal, input: NewInvoice): Promise<CreatedInvoice> {
  if (actor.orgId !== input.parentOrgId && !actor.roles.some((r) => r === 'administrator' || r === 'super-user'))
    throw new PorticoError('FORBIDDEN', msg('error.otherParentOrg'));
  validate(input);
  const id = randomUUID();
  if (input.sourceKey) {
    const claimed = await tx
      .insert(invoiceSources)
      .values({ parentOrgId: input.parentOrgId, sourceKey: input.sourceKey, billingId: id })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) {
      const [source] = await tx
        .select()
        .from(invoiceSources)
        .where(and(eq(invoiceSources.parentOrgId, input.parentOrgId), eq(invoiceSources.sourceKey, input.sourceKey)));
      const [existing] = (await tx.select().from(invoices).where(eq(invoices.id!, source!.billingId))) as Record<string, unknown>[];
      const lines = (await tx.select().from(invoiceLines).where(eq(invoiceLines.billingId!, source!.billingId))) as Record<
        string,
        unknown
      >[];
      return { billing: existing!, lines, created: false };
    }
  }
  await checkTenancy(tx, input);
  const vendorUserId = input.vendorId ? (((await mirrored(tx, 'vendor', input.vendorId))?.userId as string | undefined) ?? null) : null;
  const actorId = actor.userId;
  const lineRows = input.lines.map((line, i) => ({
    id: randomUUID(),
    parentOrgId: input.parentOrgId,
    propertyId: input.propertyId,
    billingId: id,
    position: i + 1,
    kind: 'charge',
    description: line.description.slice(0, 300),
    account: line.account ?? (input.type === 'payable' ? ACCOUNTS.expenses : ACCOUNTS.revenue),
    quantity: line.quantity ?? 1,
    unitAmount: line.quantity && line.quantity !== 1 ? Math.round(line.amount / line.quantity) : line.amount,
    amount: line.amount,
    unitId: input.unitId ?? null,
    vendorUserId,
    createdBy: actorId,
    updatedBy: actorId,
  }));
  const totals = totalsOf(lineRows, 0, 0);
  const [row] = (await tx
    .insert(invoices)
    .values({
      id,
      parentOrgId: input.parentOrgId,
      propertyId: input.propertyId,
      type: input.type,
      title: (input.title ?? input.lines[0]!.description).slice(0, 200),
      invoiceDate: input.invoiceDate ?? isoDay(new Date()),
      dueDate: input.dueDate,
      unitId: input.unitId ?? null,
      billToUserId: input.billToUserId ?? null,
      vendorId: input.vendorId ?? null,
      vendorUserId,
      billingTypeId: input.billingTypeId ?? null,
      notes: input.notes ?? null,
      state: 'draft',
      sourceKey: input.sourceKey ?? null,
      approverUserIds: [],
      ...totals,
      createdBy: actorId,
      updatedBy: actorId,
    } as never)
    .returning()) as Record<string, unknown>[];
  const lines = (await tx
    .insert(invoiceLines)
    .values(lineRows as never)
    .returning()) as Record<string, unknown>[];
  await writeRecordEvents(tx, invoice, 'create', actorId, [row!]);
  await writeRecordEvents(tx, invoiceLine, 'create', actorId, lines);
  if (input.status !== 'open') return { billing: row!, lines, created: true };
  const changes = await finalizeChanges(tx, actorId, row!);
  const finalized = await applyRecordChange(tx, invoice, invoices, actorId, id, changes);
  return { billing: finalized, lines, created: true };
}

function validate(input: NewInvoice): void {
  const errors: FieldError[] = [];
  if (input.type !== 'receivable' && input.type !== 'payable') errors.push(fieldError('type', msg('billing.typeArAp')));
  if (!DAY.test(String(input.dueDate ?? '')))
    errors.push(
      fieldError('dueDate', {
        key: 'validation.required',
        params: { label: { en: 'Due Date', es: 'Fecha de vencimiento' } },
        en: 'Please Enter Due Date',
      }),
    );
  if (input.invoiceDate !== undefined && !DAY.test(input.invoiceDate)) errors.push(fieldError('invoiceDate', msg('billing.dateFormat')));
  if (input.type === 'receivable' && !input.unitId && !input.billToUserId)
    errors.push(
      fieldError('unitId', {
        key: 'validation.required',
        params: { label: { en: 'Unit', es: 'Unidad' } },
        en: 'The Unit field is required',
      }),
    );
  if (input.type === 'payable' && !input.vendorId) errors.push(fieldError('vendorId', msg('billing.noVendorAccount')));
  if (!Array.isArray(input.lines) || input.lines.length === 0) errors.push(fieldError('lines', msg('billing.needsLine')));
  (input.lines ?? []).forEach((line, i) => {
    if (!line.description?.trim())
      errors.push(fieldError(`lines.${i}.description`, msg('validation.required', { label: { en: 'Description', es: 'Descripción' } })));
    if (!Number.isSafeInteger(line.amount) || line.amount <= 0) errors.push(fieldError(`lines.${i}.amount`, msg('billing.amountCents')));
  });
  if (input.sourceKey !== undefined && (!input.sourceKey || input.sourceKey.length > 200))
    errors.push(fieldError('sourceKey', msg('billing.sourceLength')));
  if (errors.length) throw PorticoError.validation(errors);
}

/** The property, unit and vendor must belong to the invoice's org (and the unit to its property). */
async function checkTenancy(tx: Db, input: NewInvoice): Promise<void> {
  const property = await mirrored(tx, 'property', input.propertyId);
  if (property && property.parentOrgId !== input.parentOrgId)
    throw refNotFound('propertyId', { en: 'Property', es: 'Propiedad' }, 'parentOrg');
  if (input.unitId) {
    const unit = await mirrored(tx, 'unit', input.unitId);
    if (unit && (unit.parentOrgId !== input.parentOrgId || unit.propertyId !== input.propertyId))
      throw refNotFound('unitId', { en: 'Unit', es: 'Unidad' }, 'property');
  }
  if (input.vendorId) {
    const vendor = await mirrored(tx, 'vendor', input.vendorId);
    if (vendor && vendor.parentOrgId !== input.parentOrgId)
      throw PorticoError.validation([fieldError('vendorId', msg('billing.noVendorAccount'))]);
  }
}

/** Default due date of a new invoice: `days` after today. */
export function dueInDays(days: number, from: Date = new Date()): string {
  return addDays(isoDay(from), days);
}
