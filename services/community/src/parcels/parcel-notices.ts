import { sql } from 'drizzle-orm';
import { PARCEL_STATES, parcel as parcelDef, plural, visibleFieldsOf, type Label } from '@portico/contracts';
import type { Db } from '@portico/platform';
import { deliverNotice } from '../notifications/deliver-notice';

type Row = Record<string, unknown>;

const CARRIERS: Record<string, string> = {
  ups: 'UPS',
  fedex: 'FedEx',
  usps: 'USPS',
  dhl: 'DHL',
  amazon: 'Amazon',
  'canada-post': 'Canada Post',
  courier: 'a local courier',
};

const stateLabel = (state: string): Label | undefined => PARCEL_STATES.find((s) => s.value === state)?.label;

/** The parcel in each language: how many, from whom, with which tracking number. */
function describe(parcel: Row): Record<'en' | 'es', string> {
  const n = Number(parcel.numberOfParcels ?? 1);
  const carrier = typeof parcel.carrier === 'string' ? CARRIERS[parcel.carrier] : undefined;
  const tracking = parcel.trackingNumber ? String(parcel.trackingNumber) : undefined;
  return {
    en: `${plural(n, 'en', { one: 'A parcel', other: '{n} parcels' })}${carrier ? ` from ${carrier}` : ''}${tracking ? ` (tracking ${tracking})` : ''}`,
    es: `${plural(n, 'es', { one: 'Un paquete', other: '{n} paquetes' })}${carrier ? ` de ${carrier === 'a local courier' ? 'un mensajero local' : carrier}` : ''}${tracking ? ` (seguimiento ${tracking})` : ''}`,
  };
}

/**
 * Which parcel notice: its title and text in each language (the recipient reads theirs only,
 * ADR 0038), and the source event that de-duplicates it.
 */
export function parcelNotice(record: Row, kind: 'arrived' | 'reminder' | 'closed', extra?: { reminder?: number; reason?: string }) {
  // Written to the recipient, a resident: only what a resident reads of the parcel (ADR 0037),
  // so the shelf the desk keeps it on stays the desk's.
  const parcel = visibleFieldsOf(parcelDef, { roles: ['resident'], userId: record.recipientUserId as string | undefined }, record);
  const what = describe(parcel);
  const shelfNo = parcel.storageShelf ? String(parcel.storageShelf) : undefined;
  const shelf = { en: shelfNo ? ` It is on shelf ${shelfNo}.` : '', es: shelfNo ? ` Está en el estante ${shelfNo}.` : '' };
  switch (kind) {
    case 'arrived':
      return {
        event: 'arrived',
        title: { en: `${what.en} arrived for you`, es: `${what.es} llegó para usted` },
        body: {
          en: `${what.en} arrived at the front desk and is waiting for you.${shelf.en} Bring this notice when you pick it up; you will be asked to sign.`,
          es: `${what.es} llegó a la recepción y le espera.${shelf.es} Traiga este aviso al recogerlo; se le pedirá firmar.`,
        },
      };
    case 'reminder':
      return {
        event: `reminder-${extra?.reminder ?? 1}`,
        title: { en: `Reminder: ${what.en.toLowerCase()} is waiting for you`, es: `Recordatorio: ${what.es.toLowerCase()} le espera` },
        body: {
          en: `${what.en} is still waiting for you at the front desk.${shelf.en} Please pick it up soon.`,
          es: `${what.es} sigue esperándole en la recepción.${shelf.es} Recójalo pronto, por favor.`,
        },
      };
    case 'closed': {
      const state = String(parcel.state);
      const label = stateLabel(state) ?? { en: state, es: state };
      const reason = extra?.reason ? { en: ` Reason: ${extra.reason}`, es: ` Motivo: ${extra.reason}` } : { en: '', es: '' };
      return {
        event: state,
        title: { en: `Parcel ${label.en.toLowerCase()}`, es: `Paquete: ${label.es.toLowerCase()}` },
        body: { en: `${what.en}: ${label.en.toLowerCase()}.${reason.en}`, es: `${what.es}: ${label.es.toLowerCase()}.${reason.es}` },
      };
    }
  }
}

/** Sends a parcel notice to its recipient (inbox always, mail when the contact type is email). */
export async function notifyRecipient(tx: Db, parcel: Row, actorId: string, notice: ReturnType<typeof parcelNotice>): Promise<number> {
  if (typeof parcel.recipientUserId !== 'string') return 0;
  const delivered = await deliverNotice(tx, {
    parentOrgId: String(parcel.parentOrgId),
    propertyId: (parcel.propertyId as string | null) ?? null,
    recipientUserIds: [parcel.recipientUserId],
    title: notice.title,
    body: notice.body,
    link: `/parcel/view/${String(parcel.id)}`,
    source: { entity: 'parcel', id: String(parcel.id), event: notice.event },
    actorId,
    mail: (parcel.contactType ?? 'email') === 'email',
  });
  return delivered.created;
}

/** The parcel's signature image, if it is an active image attachment of that very parcel. */
export async function signatureOf(tx: Db, parcelId: string, attachmentId: string): Promise<Row | undefined> {
  const result = (await tx.execute(sql`select id, content_type from community.attachments
    where id::text = ${attachmentId} and entity = 'parcel' and record_id = ${parcelId}::uuid and status = 'active'`)) as unknown;
  const rows = Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []);
  const row = rows[0];
  return row && String(row.content_type).startsWith('image/') ? row : undefined;
}
