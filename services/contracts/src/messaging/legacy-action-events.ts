import { ACTION_EVENT_TOKEN, DOMAINS, actionEventSubjectOf, parseEventSubject, type Domain } from './subjects';

/**
 * Declared actions' events as they were published before ADR 0087 (`<domain>.<entity>.<pastTense>`).
 * For one release the outbox relay publishes each of these events on its old subject too (a
 * copy with the same id, marked by LEGACY_COPY_HEADER), so a consumer built before the move —
 * another domain not yet upgraded, an integrator — keeps receiving it; and a row an older
 * replica wrote on the old subject is published on the new one. Frozen: an action declared
 * later has no old subject. The next release drops the copies, this list and the gateway's
 * deny of it.
 */
export const LEGACY_ACTION_EVENTS: Readonly<Record<Domain, readonly string[]>> = {
  people: ['people.invite.accepted', 'people.joinRequest.approved', 'people.joinRequest.rejected'],
  community: [
    'community.bulletin.expired',
    'community.bulletin.published',
    'community.bulletin.retired',
    'community.bulletin.scheduled',
    'community.bulletin.unpublished',
    'community.covenantEnforcement.appealed',
    'community.covenantEnforcement.cured',
    'community.covenantEnforcement.fined',
    'community.covenantEnforcement.noticeSent',
    'community.covenantEnforcement.resolved',
    'community.covenantEnforcement.waived',
    'community.lostFound.claimed',
    'community.lostFound.returned',
    'community.notification.scheduled',
    'community.notification.sendStarted',
    'community.notification.unscheduled',
    'community.notificationDelivery.opened',
    'community.notificationDelivery.resent',
    'community.parcel.deliveredToUnit',
    'community.parcel.reminded',
    'community.parcel.returned',
    'community.parcel.signedOut',
    'community.reservation.approved',
    'community.reservation.blocked',
    'community.reservation.cancelled',
    'community.reservation.completed',
    'community.reservation.markedNoShow',
    'community.reservation.rejected',
    'community.suggestion.completed',
    'community.suggestion.declined',
    'community.suggestion.markedDuplicate',
    'community.suggestion.planned',
    'community.suggestion.started',
  ],
  maintenance: [
    'maintenance.order.accepted',
    'maintenance.order.approved',
    'maintenance.order.assigned',
    'maintenance.order.cancelled',
    'maintenance.order.closed',
    'maintenance.order.completed',
    'maintenance.order.declined',
    'maintenance.order.dispatched',
    'maintenance.order.held',
    'maintenance.order.rated',
    'maintenance.order.rejected',
    'maintenance.order.reopened',
    'maintenance.order.resumed',
    'maintenance.rfp.awarded',
    'maintenance.rfp.biddingClosed',
    'maintenance.rfp.cancelled',
    'maintenance.rfp.sent',
    'maintenance.rfpBid.declined',
    'maintenance.rfpBid.quoteSubmitted',
  ],
  billing: [
    'billing.billing.approved',
    'billing.billing.cardPaid',
    'billing.billing.entryPosted',
    'billing.billing.paymentRecorded',
    'billing.billing.refunded',
    'billing.billing.rejected',
    'billing.billing.submitted',
    'billing.billing.voided',
  ],
};

/** Marks the relay's copy of an event on its old subject; push skips it. */
export const LEGACY_COPY_HEADER = 'Portico-Legacy-Copy';

let legacy: ReadonlySet<string> | undefined;
/** Built on first use: the console's bundle, which never calls these, drops the list whole. */
function legacySubjects(): ReadonlySet<string> {
  return (legacy ??= new Set(DOMAINS.flatMap((domain) => LEGACY_ACTION_EVENTS[domain])));
}

/** The old subject an action's event is also copied to, or undefined (none, or not an action event). */
export function legacyActionEventOf(subject: string): string | undefined {
  const parts = parseEventSubject(subject);
  if (!parts || subject.split('.')[1] !== ACTION_EVENT_TOKEN) return undefined;
  const old = `${parts.domain}.${parts.entity}.${parts.event}`;
  return legacySubjects().has(old) ? old : undefined;
}

/** The subject an event is published on now: an old action-event subject moves to its namespace. */
export function currentEventSubject(subject: string): string {
  if (!legacySubjects().has(subject)) return subject;
  const parts = parseEventSubject(subject)!;
  return actionEventSubjectOf(parts.domain, parts.entity, parts.event);
}
