import {
  ACCOUNTS,
  EVENT_ACTIONS,
  LEGACY_ACTION_EVENTS,
  PorticoError,
  actionEventSubjects,
  entityByName,
  parseEventSubject,
  type DomainEvent,
} from '@portico/contracts';
import { createLogger, systemPrincipal, type Db, type EventSubscription } from '@portico/platform';
import { createInvoice, dueInDays, type NewInvoice } from '../invoices/create-invoice';

/** The deposits liability account (refundable amenity deposits; the seeded "Amenity Deposit" type). */
export const DEPOSITS_ACCOUNT = '2300';
/** Days a resident has to pay a fine, a deposit or a chargeable repair. */
const RESIDENT_TERMS_DAYS = 14;
/** Days to pay a vendor's bill once approved. */
const VENDOR_TERMS_DAYS = 30;

const log = createLogger('billing-operation-charges');
type Row = Record<string, unknown>;

const text = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const cents = (v: unknown): number => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : 0);

/**
 * What an operations event bills, if anything: a charge on the unit (fine, deposit, chargeable
 * repair) or a vendor's DRAFT bill awaiting approval. Each has a source key naming its origin,
 * so a redelivered or repeated event returns the first invoice instead of a second one.
 */
export function chargeFor(event: Pick<DomainEvent, 'subject' | 'data'>): NewInvoice[] {
  const r = (event.data ?? {}) as Row;
  const id = text(r.id);
  const parentOrgId = text(r.parentOrgId);
  const propertyId = text(r.propertyId);
  if (!id || !parentOrgId || !propertyId) return [];
  const unitId = text(r.unitId);
  const base = { parentOrgId, propertyId, unitId };
  // The same event on an action's new subject or its old one (ADR 0087).
  const what = parseEventSubject(event.subject);
  const happened = what ? `${what.domain}.${what.entity}.${what.event}` : event.subject;

  if (happened === 'community.covenantEnforcement.fined') {
    const amount = cents(r.fineAmount);
    if (!amount || !unitId) return [];
    const article = text(r.articleNumber);
    const title = text(r.title) ?? (article ? `article ${article}` : undefined) ?? 'Covenant violation';
    return [
      {
        ...base,
        type: 'receivable',
        billToUserId: text(r.residentUserId) ?? text(r.userId),
        dueDate: dueInDays(RESIDENT_TERMS_DAYS),
        title: `Fine: ${title}`.slice(0, 200),
        lines: [{ description: `Covenant fine: ${title}`.slice(0, 300), account: ACCOUNTS.revenue, amount }],
        sourceKey: `covenant-fine:${id}`,
        status: 'open',
      },
    ];
  }

  if (happened.startsWith('community.reservation.')) {
    const amount = cents(r.deposit);
    if (!amount || !unitId || r.state !== 'approved') return [];
    return [
      {
        ...base,
        type: 'receivable',
        billToUserId: text(r.userId),
        dueDate: dueInDays(RESIDENT_TERMS_DAYS),
        title: 'Reservation deposit',
        lines: [
          {
            description: `Deposit: ${text(r.title) ?? text(r.amenityName) ?? 'amenity reservation'}`.slice(0, 300),
            account: DEPOSITS_ACCOUNT,
            amount,
          },
        ],
        sourceKey: `reservation-deposit:${id}`,
        status: 'open',
      },
    ];
  }

  if (happened === 'maintenance.order.completed') {
    const amount = cents(r.laborCost) + cents(r.partsCost);
    if (!amount) return [];
    const title = text(r.title) ?? 'Work order';
    const out: NewInvoice[] = [];
    const lines = [
      ...(cents(r.laborCost) ? [{ description: `Labor: ${title}`.slice(0, 300), amount: cents(r.laborCost) }] : []),
      ...(cents(r.partsCost) ? [{ description: `Parts: ${title}`.slice(0, 300), amount: cents(r.partsCost) }] : []),
    ];
    if (r.chargeToResident === true && unitId)
      out.push({
        ...base,
        type: 'receivable',
        dueDate: dueInDays(RESIDENT_TERMS_DAYS),
        title: `Repair: ${title}`.slice(0, 200),
        lines: lines.map((l) => ({ ...l, account: ACCOUNTS.revenue })),
        sourceKey: `maintenance-charge:${id}`,
        status: 'open',
      });
    const vendorId = text(r.vendorId);
    // Completed vendor work is a bill to pay, raised as a DRAFT for the approval rule to route.
    if (vendorId)
      out.push({
        ...base,
        type: 'payable',
        vendorId,
        dueDate: dueInDays(VENDOR_TERMS_DAYS),
        title: `Vendor work: ${title}`.slice(0, 200),
        lines: lines.map((l) => ({ ...l, account: ACCOUNTS.expenses })),
        sourceKey: `maintenance-vendor-bill:${id}`,
        status: 'draft',
      });
    return out;
  }
  return [];
}

/**
 * Creates what the event bills, in the inbox's transaction (the event is marked consumed with
 * it). A charge the data cannot make (a unit of another org, a vendor unknown here) is logged
 * and dropped rather than retried forever; anything else throws and is redelivered.
 */
export async function billOperationEvent(event: DomainEvent, tx: Db): Promise<void> {
  for (const charge of chargeFor(event)) {
    try {
      await createInvoice(tx, systemPrincipal('event-consumer', charge.parentOrgId), charge);
    } catch (err) {
      if (err instanceof PorticoError && (err.code === 'VALIDATION_FAILED' || err.code === 'FORBIDDEN')) {
        log.warn({ event: event.id, subject: event.subject, sourceKey: charge.sourceKey, err: err.message }, 'operation charge refused');
        continue;
      }
      throw err;
    }
  }
}

/**
 * The subjects billing bills from (ADR 0035); the record shapes are the producers' catalogue
 * entities. For one release also the actions' old subjects (ADR 0087), so a producer not yet
 * upgraded is still billed; the inbox takes each event once whichever subject brings it.
 */
export const OPERATION_SUBJECTS = {
  // A reservation is approved by a decision or, where the amenity needs none, at creation.
  community: [
    'community.event.covenantEnforcement.fined',
    'community.reservation.created',
    'community.event.reservation.approved',
    'community.reservation.updated',
    'community.covenantEnforcement.fined',
    'community.reservation.approved',
  ],
  maintenance: ['maintenance.event.order.completed', 'maintenance.order.completed'],
} as const;

/**
 * Whether the producer's stream binds `subject` as this build knows it (its entity exists and
 * the verb is a generic event, one of its declared actions' events, or an action's old subject
 * still copied): a consumer's filter must lie within the producer's stream, so an event of an
 * entity not yet in this build is simply not subscribed to.
 */
export function declaredSubject(subject: string): boolean {
  const parts = parseEventSubject(subject);
  if (!parts || entityByName(parts.entity)?.domain !== parts.domain) return false;
  return (
    (subject.split('.').length === 3 && (EVENT_ACTIONS as readonly string[]).includes(parts.event)) ||
    actionEventSubjects(parts.domain).includes(subject) ||
    LEGACY_ACTION_EVENTS[parts.domain].includes(subject)
  );
}

/** Billing's subscriptions to the operations domains (idempotent through the platform inbox). */
export function operationChargeSubscriptions(
  subjects: Record<'community' | 'maintenance', readonly string[]> = OPERATION_SUBJECTS,
): EventSubscription[] {
  return (['community', 'maintenance'] as const).flatMap((source) => {
    const filterSubjects = subjects[source].filter((s) => subjects !== OPERATION_SUBJECTS || declaredSubject(s));
    return filterSubjects.length ? [{ source, durable: 'operation-charges', filterSubjects, handler: billOperationEvent }] : [];
  });
}
