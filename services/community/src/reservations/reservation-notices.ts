import { eachLanguage, formatDateTime, formatTime, type NoticeText } from '@portico/contracts';
import type { Db } from '@portico/platform';
import { deliverNotice } from '../notifications/deliver-notice';
import { approverIds, propertyZone } from './reservation-people';

type Row = Record<string, unknown>;

/** What people hear about a reservation, in each language (each reads theirs only). */
const STEPS = {
  received: { en: 'has been received and waits for approval', es: 'fue recibida y espera aprobación' },
  confirmed: { en: 'is confirmed', es: 'está confirmada' },
  waitlisted: { en: 'is on the waitlist: the slot is full', es: 'está en lista de espera: el horario está lleno' },
  promoted: { en: 'got a spot from the waitlist', es: 'obtuvo un lugar desde la lista de espera' },
  approved: { en: 'has been approved', es: 'fue aprobada' },
  rejected: { en: 'was not approved', es: 'no fue aprobada' },
  blocked: { en: 'has been blocked', es: 'fue bloqueada' },
  cancelled: { en: 'has been cancelled', es: 'fue cancelada' },
  completed: { en: 'is completed: thank you', es: 'se completó: gracias' },
  noShow: { en: 'was recorded as a no-show', es: 'se registró como ausencia' },
  expired: { en: 'expired: nobody decided it before the start', es: 'venció: nadie la decidió antes del inicio' },
  reminder: { en: 'starts within a day', es: 'empieza dentro de un día' },
} as const;
export type ReservationStep = keyof typeof STEPS;

/**
 * `Jan 05 2026 10:00 AM–12:00 PM (America/Denver time)` / `05 ene 2026 10:00–12:00 (hora de
 * America/Denver)`: read on the clock of the amenity's property, named as the booking form's
 * hours are, so a resident never converts from UTC.
 */
const when = (r: Row, zone: string) =>
  eachLanguage((l) => {
    const span = `${formatDateTime(String(r.startAt), l, { timeZone: zone })}–${formatTime(String(r.endAt), l, { timeZone: zone })}`;
    return l === 'en' ? `${span} (${zone} time)` : `${span} (hora de ${zone})`;
  });

/** A reservation's step worded for its reader: the resident reads "your", an approver "a". */
export function reservationText(
  r: Row,
  amenityName: string,
  step: ReservationStep,
  whose: 'yours' | 'theirs',
  detail: string | undefined,
  zone: string,
): NoticeText {
  const { en, es } = STEPS[step];
  const count = Number(r.dayCount ?? 1);
  const days = count > 1 ? { en: ` (${count} days)`, es: ` (${count} días)` } : { en: '', es: '' };
  const on = when(r, zone);
  const more = detail ? `\n\n${detail}` : '';
  const lead =
    whose === 'yours'
      ? {
          en: `Your reservation of ${amenityName} on ${on.en}${days.en} ${en}.`,
          es: `Su reserva de ${amenityName} del ${on.es}${days.es} ${es}.`,
        }
      : {
          en: `A reservation of ${amenityName} on ${on.en}${days.en} ${en}.`,
          es: `Una reserva de ${amenityName} del ${on.es}${days.es} ${es}.`,
        };
  return {
    title: { en: `Reservation of ${amenityName} ${en}`, es: `Reserva de ${amenityName}: ${es}` },
    body: { en: `${lead.en}${more}`, es: `${lead.es}${more}` },
  };
}

export interface ReservationNotices {
  /** The resident the reservation is for; skipped when the reservation says not to notify. */
  toResident(tx: Db, reservation: Row, amenityName: string, step: ReservationStep, detail?: string): Promise<void>;
  /** The property's reservation approvers (else managers): a request waits for them. */
  toApprovers(tx: Db, reservation: Row, amenityName: string): Promise<void>;
}

/**
 * Reservation notices through the one notice mechanism (ADR 0038): inbox and mail, in the
 * write's transaction, once per reservation, step and recipient (a step told already is not
 * told again).
 */
export function reservationNotices(): ReservationNotices {
  const tell = (tx: Db, reservation: Row, ids: string[], event: string, text: NoticeText) =>
    typeof reservation.parentOrgId === 'string'
      ? deliverNotice(tx, {
          parentOrgId: reservation.parentOrgId,
          propertyId: typeof reservation.propertyId === 'string' ? reservation.propertyId : null,
          recipientUserIds: ids,
          title: text.title,
          body: text.body,
          link: `/reservations/view/${String(reservation.id)}`,
          source: { entity: 'reservation', id: String(reservation.id), event },
        })
      : undefined;
  return {
    async toResident(tx, reservation, amenityName, step, detail) {
      if (reservation.notifyUser === false || typeof reservation.userId !== 'string') return;
      const zone = await propertyZone(tx, reservation.propertyId);
      await tell(tx, reservation, [reservation.userId], step, reservationText(reservation, amenityName, step, 'yours', detail, zone));
    },
    async toApprovers(tx, reservation, amenityName) {
      const zone = await propertyZone(tx, reservation.propertyId);
      const text = reservationText(reservation, amenityName, 'received', 'theirs', undefined, zone);
      const ids = await approverIds(tx, reservation.parentOrgId, reservation.propertyId);
      await tell(tx, reservation, ids, 'approval-needed', {
        title: { en: `Approval needed: ${text.title.en}`, es: `Aprobación pendiente: ${text.title.es}` },
        body: text.body,
      });
    },
  };
}
