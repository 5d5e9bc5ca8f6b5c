import { SEED_USER_TYPES } from '@portico/contracts';
import { queueDomainMail, type Db } from '@portico/platform';
import { deliverNotice } from '../notifications/deliver-notice';
import { approverEmails, mirroredUser } from './reservation-people';

type Row = Record<string, unknown>;

/** What a resident hears about their reservation, in English and Spanish (the mail carries both). */
const STEPS = {
  received: ['has been received and waits for approval', 'fue recibida y espera aprobación'],
  confirmed: ['is confirmed', 'está confirmada'],
  waitlisted: ['is on the waitlist: the slot is full', 'está en lista de espera: el horario está lleno'],
  promoted: ['got a spot from the waitlist', 'obtuvo un lugar desde la lista de espera'],
  approved: ['has been approved', 'fue aprobada'],
  rejected: ['was not approved', 'no fue aprobada'],
  blocked: ['has been blocked', 'fue bloqueada'],
  cancelled: ['has been cancelled', 'fue cancelada'],
  completed: ['is completed: thank you', 'se completó: gracias'],
  noShow: ['was recorded as a no-show', 'se registró como ausencia'],
  expired: ['expired: nobody decided it before the start', 'venció: nadie la decidió antes del inicio'],
  reminder: ['starts within a day', 'empieza dentro de un día'],
} as const;
export type ReservationStep = keyof typeof STEPS;

const when = (r: Row) => `${String(r.startAt).slice(0, 16).replace('T', ' ')}–${String(r.endAt).slice(11, 16)} UTC`;

export function reservationMessage(r: Row, amenityName: string, step: ReservationStep, detail?: string): { subject: string; text: string } {
  const [en, es] = STEPS[step];
  const days = Number(r.dayCount ?? 1) > 1 ? ` (${String(r.dayCount)} days)` : '';
  return {
    subject: `Reservation of ${amenityName} ${en}`,
    text: [
      `Your reservation of ${amenityName} on ${when(r)}${days} ${en}.`,
      ...(detail ? [`\n${detail}`] : []),
      `\nOpen it in Portico: /reservations/view/${String(r.id)}`,
      `\n—\nSu reserva de ${amenityName} del ${when(r)}${days} ${es}.`,
    ].join('\n'),
  };
}

export interface ReservationNotices {
  /** The resident the reservation is for; skipped when the reservation says not to notify. */
  toResident(tx: Db, reservation: Row, amenityName: string, step: ReservationStep, detail?: string): Promise<void>;
  /** The property's reservation approvers (else managers): a request waits for them. */
  toApprovers(tx: Db, reservation: Row, amenityName: string): Promise<void>;
}

/** Mail queued in the write's transaction and sent after it commits (ADR 0015). */
export function reservationNotices(): ReservationNotices {
  const send = async (tx: Db, to: unknown, subject: string, text: string) => {
    if (typeof to === 'string' && to.includes('@')) await queueDomainMail(tx, 'community', { to, subject, text });
  };
  return {
    async toResident(tx, reservation, amenityName, step, detail) {
      if (reservation.notifyUser === false) return;
      const user = await mirroredUser(tx, reservation.userId);
      const { subject, text } = reservationMessage(reservation, amenityName, step, detail);
      // The same notice in the resident's console inbox (ADR 0030), once per reservation and
      // step (its de-duplication key): a step told already is not mailed again either.
      const delivered =
        user && typeof reservation.parentOrgId === 'string'
          ? await deliverNotice(tx, {
              parentOrgId: reservation.parentOrgId,
              propertyId: typeof reservation.propertyId === 'string' ? reservation.propertyId : null,
              recipientUserIds: [user.id],
              title: subject,
              body: text,
              link: `/reservations/view/${String(reservation.id)}`,
              source: { entity: 'reservation', id: String(reservation.id), event: step },
              mail: false,
            })
          : undefined;
      if (delivered?.created === 0) return;
      await send(tx, user?.data.email, subject, text);
    },
    async toApprovers(tx, reservation, amenityName) {
      const { subject, text } = reservationMessage(reservation, amenityName, 'received');
      const to = await approverEmails(tx, reservation.parentOrgId, reservation.propertyId, SEED_USER_TYPES['property-manager']!);
      const forApprover = text.replace('Your reservation', 'A reservation');
      for (const address of to) await send(tx, address, `Approval needed: ${subject}`, forApprover);
    },
  };
}
