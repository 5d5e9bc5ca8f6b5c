import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { accountingSync, type AccountingSyncState } from '@portico/contracts';
import { applyRecordChange, writeRecordEvents, type Db } from '@portico/platform';
import { clients } from '../clients/clients.schema';
import { invoiceLines, invoices as invoicesTable, payments } from '../invoices/invoices.schema';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { accountingSyncs } from '../integrations/integrations.schema';
import { QuickbooksError, type QuickbooksApi } from './qbo-client';

export type RecordType = 'customer' | 'invoice' | 'payment';
type Row = Record<string, unknown>;
/** A mapping row as stored (resource tables are typed loosely: the catalogue declares them). */
interface SyncRow {
  id: string;
  parentOrgId: string;
  recordType: RecordType;
  localId: string;
  remoteId: string | null;
  syncToken: string | null;
  generation: number | null;
  attempts: number | null;
  localVersion: number | null;
  syncState: AccountingSyncState;
  lastError: string | null;
}
const S = accountingSyncs as unknown as Record<string, PgColumn>;
const CLIENT = clients as unknown as Record<string, PgColumn>;
const BILLING = invoicesTable as unknown as Record<string, PgColumn>;
const LINE = invoiceLines as unknown as Record<string, PgColumn>;
const PAYMENT = payments as unknown as Record<string, PgColumn>;

/** A retry that keeps failing this many times stops and waits for a person. */
export const MAX_ATTEMPTS = 5;

/**
 * The `requestid` of one intended write: the same for every retry of that write (so a retry
 * whose first answer was lost is answered from Intuit's cache, never applied twice), and new for
 * the next change of the record (its generation moves, so a re-push never replays an old answer).
 */
export function requestIdFor(parentOrgId: string, recordType: RecordType, localId: string, generation: number): string {
  const h = createHash('sha256').update(`${parentOrgId}:${recordType}:${localId}:${generation}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** Pushes every record type in order; the counts per type. */
export async function pushAll(
  db: Db,
  api: QuickbooksApi,
  parentOrgId: string,
  actor: string,
): Promise<Record<'customers' | 'invoices' | 'payments', PushResult>> {
  const [customers, invoices, payments_] = [
    await pushChanges(db, api, SYNC_SOURCES[0]!, parentOrgId, actor),
    await pushChanges(db, api, SYNC_SOURCES[1]!, parentOrgId, actor),
    await pushChanges(db, api, SYNC_SOURCES[2]!, parentOrgId, actor),
  ];
  return { customers: customers!, invoices: invoices!, payments: payments_! };
}

/** How one of our records reads in the accounting software, by record type. */
export interface SyncSource {
  recordType: RecordType;
  /** QuickBooks entity path (`customer`) and answer key (`Customer`). */
  path: string;
  entity: string;
  /** Our records of the organization that have no mapping or changed since their last push. */
  changed(db: Db, parentOrgId: string): Promise<{ id: string; version: number; name: string }[]>;
  load(db: Db, id: string): Promise<Row | undefined>;
  /**
   * The body of a create (an update sends it sparse with Id and SyncToken); `skip` refuses the
   * record (NEEDS ATTENTION), `defer` leaves it PENDING (what it refers to is not there yet).
   */
  body(record: Row, db: Db, parentOrgId: string): Promise<Row | { skip: string } | { defer: string }>;
}

export const customerSource: SyncSource = {
  recordType: 'customer',
  path: 'customer',
  entity: 'Customer',
  async changed(db, parentOrgId) {
    const rows = await db.execute(sql`
      select c.id, c.version, c.name from billing.clients c
      left join billing.accounting_syncs s
        on s.parent_org_id = c.parent_org_id and s.record_type = 'customer' and s.local_id = c.id::text
      where c.parent_org_id = ${parentOrgId} and c.status = 'active'
        and (s.id is null or coalesce(s.local_version, 0) < c.version)
      order by c.created_at limit 1000`);
    const out = rows as unknown as
      { rows?: { id: string; version: number; name: string }[] } | { id: string; version: number; name: string }[];
    return Array.isArray(out) ? out : (out.rows ?? []);
  },
  async load(db, id) {
    const [row] = (await db.select().from(clients).where(eq(CLIENT.id!, id))) as Row[];
    return row;
  },
  async body(c) {
    const line1 = (c.billingAddress ?? c.officialAddress) as string | null;
    return {
      DisplayName: String(c.name).slice(0, 100),
      ...(c.legalName ? { CompanyName: String(c.legalName).slice(0, 100) } : {}),
      ...(c.email ? { PrimaryEmailAddr: { Address: c.email } } : {}),
      ...(c.phone ? { PrimaryPhone: { FreeFormNumber: c.phone } } : {}),
      ...(c.fax ? { Fax: { FreeFormNumber: c.fax } } : {}),
      BillAddr: { Line1: line1, City: c.city, CountrySubDivisionCode: c.state, PostalCode: c.zip, Country: c.country },
      ...(c.clientCode ? { Notes: `Portico client ${String(c.clientCode)}` } : {}),
    };
  },
};

type Changed = { id: string; version: number; name: string };
const rowsOf = (r: unknown): Changed[] => {
  const out = r as { rows?: Changed[] } | Changed[];
  return Array.isArray(out) ? out : (out.rows ?? []);
};

/** The QuickBooks id of one of our records already synced, if any. */
async function remoteIdOf(db: Db, parentOrgId: string, recordType: RecordType, localId: string): Promise<string | undefined> {
  const [row] = (await db
    .select({ remoteId: S.remoteId! })
    .from(accountingSyncs)
    .where(and(eq(S.parentOrgId!, parentOrgId), eq(S.recordType!, recordType), eq(S.localId!, localId)))) as { remoteId: string | null }[];
  return row?.remoteId ?? undefined;
}

/** The customer an invoice is billed to: the client of its unit (a resident billed as a client). */
async function customerOfInvoice(db: Db, parentOrgId: string, invoice: Row): Promise<string | { defer: string } | { skip: string }> {
  if (!invoice.unitId) return { skip: 'The invoice has no unit: no client to bill in QuickBooks.' };
  const [c] = (await db
    .select({ id: CLIENT.id! })
    .from(clients)
    .where(and(eq(CLIENT.parentOrgId!, parentOrgId), eq(CLIENT.unitId!, String(invoice.unitId)), eq(CLIENT.status!, 'active')))
    .limit(1)) as { id: string }[];
  if (!c) return { skip: "No client is linked to the invoice's unit; add one (Clients → Unit) to push it." };
  const remote = await remoteIdOf(db, parentOrgId, 'customer', c.id);
  return remote ?? { defer: 'Waiting for its customer to reach QuickBooks.' };
}

const money = (cents: unknown) => Number((Number(cents ?? 0) / 100).toFixed(2));

/** Our finalized receivables as QuickBooks invoices (one line per invoice line). */
export const invoiceSource: SyncSource = {
  recordType: 'invoice',
  path: 'invoice',
  entity: 'Invoice',
  async changed(db, parentOrgId) {
    return rowsOf(
      await db.execute(sql`
      select b.id, b.version, coalesce(b.number, b.title) as name from billing.billings b
      left join billing.accounting_syncs s
        on s.parent_org_id = b.parent_org_id and s.record_type = 'invoice' and s.local_id = b.id::text
      where b.parent_org_id = ${parentOrgId} and b.status = 'active' and b.type = 'receivable' and b.number is not null
        and (b.state <> 'void' or s.remote_id is not null)
        and (s.id is null or coalesce(s.local_version, 0) < b.version)
      order by b.created_at limit 1000`),
    );
  },
  async load(db, id) {
    const [row] = (await db.select().from(invoicesTable).where(eq(BILLING.id!, id))) as Row[];
    return row;
  },
  async body(invoice, db, parentOrgId) {
    if (invoice.state === 'void') return { skip: 'Voided here: void it in QuickBooks as well.' };
    const customer = await customerOfInvoice(db, parentOrgId, invoice);
    if (typeof customer !== 'string') return customer;
    const lines = (await db
      .select()
      .from(invoiceLines)
      .where(and(eq(LINE.billingId!, String(invoice.id)), eq(LINE.status!, 'active')))
      .orderBy(LINE.position!)) as Row[];
    return {
      CustomerRef: { value: customer },
      DocNumber: String(invoice.number).slice(0, 21),
      TxnDate: invoice.invoiceDate,
      DueDate: invoice.dueDate,
      PrivateNote: `Portico ${String(invoice.number)}`,
      Line: lines.map((l) => ({
        DetailType: 'SalesItemLineDetail',
        Amount: money(l.amount),
        Description: String(l.description ?? '').slice(0, 4000),
        SalesItemLineDetail: {
          ItemRef: { value: '1', name: 'Services' },
          Qty: Number(l.quantity ?? 1),
          UnitPrice: money(l.unitAmount ?? l.amount),
        },
      })),
    };
  },
};

/** Money received for a synced invoice, as a QuickBooks payment linked to it. */
export const paymentSource: SyncSource = {
  recordType: 'payment',
  path: 'payment',
  entity: 'Payment',
  async changed(db, parentOrgId) {
    return rowsOf(
      await db.execute(sql`
      select p.id, p.version, coalesce(p.reference, p.method, 'payment') as name from billing.payments p
      left join billing.accounting_syncs s
        on s.parent_org_id = p.parent_org_id and s.record_type = 'payment' and s.local_id = p.id::text
      where p.parent_org_id = ${parentOrgId} and p.status = 'active' and p.kind = 'payment' and p.state = 'succeeded'
        and (s.id is null or coalesce(s.local_version, 0) < p.version)
      order by p.created_at limit 1000`),
    );
  },
  async load(db, id) {
    const [row] = (await db.select().from(payments).where(eq(PAYMENT.id!, id))) as Row[];
    return row;
  },
  async body(p, db, parentOrgId) {
    const invoice = await invoiceSource.load(db, String(p.billingId));
    if (!invoice) return { skip: 'Its invoice no longer exists.' };
    const customer = await customerOfInvoice(db, parentOrgId, invoice);
    if (typeof customer !== 'string') return customer;
    const invoiceRemote = await remoteIdOf(db, parentOrgId, 'invoice', String(invoice.id));
    if (!invoiceRemote) return { defer: 'Waiting for its invoice to reach QuickBooks.' };
    return {
      CustomerRef: { value: customer },
      TotalAmt: money(p.amount),
      TxnDate: String(p.paidAt ?? p.createdAt).slice(0, 10),
      PaymentRefNum: String(p.reference ?? '').slice(0, 21),
      Line: [{ Amount: money(p.amount), LinkedTxn: [{ TxnId: invoiceRemote, TxnType: 'Invoice' }] }],
    };
  },
};

/** Pushed in this order: an invoice needs its customer, a payment its invoice. */
export const SYNC_SOURCES: readonly SyncSource[] = [customerSource, invoiceSource, paymentSource];

async function mappingOf(db: Db, parentOrgId: string, recordType: RecordType, localId: string, lock = false): Promise<SyncRow | undefined> {
  const q = db
    .select()
    .from(accountingSyncs)
    .where(and(eq(S.parentOrgId!, parentOrgId), eq(S.recordType!, recordType), eq(S.localId!, localId)));
  const [row] = lock ? await q.for('update', { skipLocked: true }) : await q;
  return row as SyncRow | undefined;
}

function change(tx: Db, actor: string, id: string, changes: Row): Promise<Row> {
  return applyRecordChange(tx, accountingSync, accountingSyncs, actor, id, { ...changes, updatedAtSync: new Date().toISOString() });
}

/**
 * Marks what changed as PENDING: a record never pushed gets a mapping (generation 1); a synced
 * or refused record that changed since gets the next generation. A FAILED one keeps its
 * generation — its retry must reuse the request id of the write that may have landed.
 */
export async function enqueueChanged(db: Db, source: SyncSource, parentOrgId: string, actor: string): Promise<number> {
  const changed = await source.changed(db, parentOrgId);
  let queued = 0;
  for (const record of changed) {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const existing = await mappingOf(tx, parentOrgId, source.recordType, record.id, true);
      if (!existing) {
        const [row] = await tx
          .insert(accountingSyncs)
          .values({
            id: randomUUID(),
            parentOrgId,
            recordType: source.recordType,
            localId: record.id,
            displayName: record.name,
            generation: 1,
            attempts: 0,
            localVersion: 0,
            syncState: 'pending',
            updatedAtSync: new Date().toISOString(),
            createdBy: actor,
            updatedBy: actor,
          } as never)
          .onConflictDoNothing()
          .returning();
        if (row) {
          await writeRecordEvents(tx, accountingSync, 'create', actor, [row as Row]);
          queued++;
        }
        return;
      }
      if (existing.syncState === 'pending' || existing.syncState === 'failed') return;
      await change(tx, actor, existing.id, {
        syncState: 'pending',
        generation: (existing.generation ?? 0) + 1,
        attempts: 0,
        lastError: null,
        displayName: record.name,
      });
      queued++;
    });
  }
  return queued;
}

export interface PushResult {
  queued: number;
  synced: number;
  failed: number;
  needsAttention: number;
}

/**
 * Pushes the organization's PENDING and FAILED records of one type, each in its own
 * transaction holding its mapping row (a concurrent push skips it): SYNCED with their id and
 * SyncToken, FAILED (retryable: outage, throttling, lost answer) or NEEDS ATTENTION (refused).
 */
export async function pushChanges(db: Db, api: QuickbooksApi, source: SyncSource, parentOrgId: string, actor: string): Promise<PushResult> {
  const result: PushResult = { queued: await enqueueChanged(db, source, parentOrgId, actor), synced: 0, failed: 0, needsAttention: 0 };
  // Tokens are refreshed before any record's transaction opens (the embedded database runs one
  // transaction at a time: a refresh written from inside one would wait on itself).
  await api.ready();
  const due = await db
    .select({ id: S.id!, localId: S.localId! })
    .from(accountingSyncs)
    .where(and(eq(S.parentOrgId!, parentOrgId), eq(S.recordType!, source.recordType), inArray(S.syncState!, ['pending', 'failed'])))
    .limit(500);
  for (const { localId } of due) {
    const outcome = await db.transaction(async (t) =>
      pushOne(t as unknown as Db, api.within(t as unknown as Db), source, parentOrgId, String(localId), actor),
    );
    if (outcome === 'synced') result.synced++;
    else if (outcome === 'failed') result.failed++;
    else if (outcome === 'needs-attention') result.needsAttention++;
  }
  return result;
}

async function pushOne(
  tx: Db,
  api: QuickbooksApi,
  source: SyncSource,
  parentOrgId: string,
  localId: string,
  actor: string,
): Promise<AccountingSyncState | 'skipped'> {
  const mapping = await mappingOf(tx, parentOrgId, source.recordType, localId, true);
  if (!mapping || (mapping.syncState !== 'pending' && mapping.syncState !== 'failed')) return 'skipped';
  const record = await source.load(tx, localId);
  if (!record) {
    await change(tx, actor, mapping.id, { syncState: 'needs-attention', lastError: 'Our record no longer exists.' });
    return 'needs-attention';
  }
  const body = await source.body(record, tx, parentOrgId);
  if ('defer' in body) {
    if (mapping.lastError !== body.defer) await change(tx, actor, mapping.id, { lastError: String(body.defer) });
    return 'skipped';
  }
  if ('skip' in body) {
    // Refused until the record changes again (its version then passes the one recorded here).
    await change(tx, actor, mapping.id, {
      syncState: 'needs-attention',
      lastError: String(body.skip),
      localVersion: Number(record.version),
    });
    return 'needs-attention';
  }
  const requestId = requestIdFor(parentOrgId, source.recordType, localId, mapping.generation ?? 1);
  const payload = mapping.remoteId ? { ...body, Id: mapping.remoteId, SyncToken: mapping.syncToken, sparse: true } : body;
  try {
    const answer = await api.request<Record<string, { Id: string; SyncToken: string }>>('POST', source.path, payload, {
      requestid: requestId,
    });
    const saved = answer[source.entity];
    if (!saved?.Id) throw new QuickbooksError('The accounting software answered without the record.', true, 200);
    await change(tx, actor, mapping.id, {
      syncState: 'synced',
      remoteId: saved.Id,
      syncToken: saved.SyncToken,
      localVersion: Number(record.version),
      attempts: 0,
      lastError: null,
    });
    return 'synced';
  } catch (err) {
    if (!(err instanceof QuickbooksError)) throw err;
    const attempts = (mapping.attempts ?? 0) + 1;
    const state: AccountingSyncState = err.retryable && attempts < MAX_ATTEMPTS ? 'failed' : 'needs-attention';
    await change(tx, actor, mapping.id, {
      syncState: state,
      attempts,
      lastError: `${err.code ? `[${err.code}] ` : ''}${err.message}`.slice(0, 2000),
      // A refused record is pushed again only once it changes (a new generation).
      ...(state === 'needs-attention' ? { localVersion: Number(record.version) } : {}),
    });
    return state;
  }
}

/**
 * Change data capture: what changed in the accounting software since the last pull. A mapped
 * record's new SyncToken is recorded (our next update is not refused as stale); one deleted or
 * made inactive there needs attention. Returns how many mapped records moved.
 */
export async function pullChanges(db: Db, api: QuickbooksApi, parentOrgId: string, since: string, actor: string): Promise<number> {
  const answer = await api.request<{ CDCResponse?: { QueryResponse?: Record<string, Row[]>[] }[] }>('GET', 'cdc', undefined, {
    entities: 'Customer,Invoice,Payment',
    changedSince: since,
  });
  const byType: Record<string, RecordType> = { Customer: 'customer', Invoice: 'invoice', Payment: 'payment' };
  let moved = 0;
  for (const response of answer.CDCResponse?.[0]?.QueryResponse ?? []) {
    for (const [entity, records] of Object.entries(response)) {
      const recordType = byType[entity];
      if (!recordType || !Array.isArray(records)) continue;
      for (const remote of records) {
        const [mapping] = (await db
          .select()
          .from(accountingSyncs)
          .where(
            and(eq(S.parentOrgId!, parentOrgId), eq(S.recordType!, recordType), eq(S.remoteId!, String(remote.Id))),
          )) as unknown as SyncRow[];
        if (!mapping || mapping.syncToken === String(remote.SyncToken ?? mapping.syncToken)) continue;
        const gone = remote.status === 'Deleted' || remote.Active === false;
        await db.transaction((t) =>
          change(t as unknown as Db, actor, mapping.id, {
            syncToken: remote.SyncToken == null ? mapping.syncToken : String(remote.SyncToken),
            ...(gone
              ? { syncState: 'needs-attention', lastError: `${entity} ${String(remote.Id)} was deleted or made inactive in QuickBooks.` }
              : {}),
          }),
        );
        moved++;
      }
    }
  }
  return moved;
}
