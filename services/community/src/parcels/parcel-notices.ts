import { sql } from 'drizzle-orm';
import { PARCEL_STATES, parcel as parcelDef, visibleFieldsOf, type Label } from '@portico/contracts';
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

function describe(parcel: Row): string {
  const n = Number(parcel.numberOfParcels ?? 1);
  const what = n > 1 ? `${n} parcels` : 'A parcel';
  const carrier = typeof parcel.carrier === 'string' && CARRIERS[parcel.carrier] ? ` from ${CARRIERS[parcel.carrier]}` : '';
  const tracking = parcel.trackingNumber ? ` (tracking ${String(parcel.trackingNumber)})` : '';
  return `${what}${carrier}${tracking}`;
}

/** Which parcel notice: its title, its text, and the source event that de-duplicates it. */
export function parcelNotice(record: Row, kind: 'arrived' | 'reminder' | 'closed', extra?: { reminder?: number; reason?: string }) {
  // Written to the recipient, a resident: only what a resident reads of the parcel (ADR 0037),
  // so the shelf the desk keeps it on stays the desk's.
  const parcel = visibleFieldsOf(parcelDef, { roles: ['resident'], userId: record.recipientUserId as string | undefined }, record);
  const shelf = parcel.storageShelf ? ` It is on shelf ${String(parcel.storageShelf)}.` : '';
  switch (kind) {
    case 'arrived':
      return {
        event: 'arrived',
        title: `${describe(parcel)} arrived for you`,
        body: `${describe(parcel)} arrived at the front desk and is waiting for you.${shelf} Bring this notice when you pick it up; you will be asked to sign.`,
      };
    case 'reminder':
      return {
        event: `reminder-${extra?.reminder ?? 1}`,
        title: `Reminder: ${describe(parcel).toLowerCase()} is waiting for you`,
        body: `${describe(parcel)} is still waiting for you at the front desk.${shelf} Please pick it up soon.`,
      };
    case 'closed': {
      const state = String(parcel.state);
      const label = stateLabel(state)?.en ?? state;
      const reason = extra?.reason ? ` Reason: ${extra.reason}` : '';
      return { event: state, title: `Parcel ${label.toLowerCase()}`, body: `${describe(parcel)}: ${label.toLowerCase()}.${reason}` };
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
