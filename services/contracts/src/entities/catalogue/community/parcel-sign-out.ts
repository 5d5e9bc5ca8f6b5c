import { defineAction } from '../../actions';
import { PICKUP_TYPES, parcel } from './parcel';
import { choice, text } from '../../field-builders';

/**
 * Hands the parcel over against a drawn signature (stored as an attachment of the parcel).
 * Labelled as the desk says it ("Hand over"), not "Sign out", which reads like leaving the
 * console; the wire name, route and event stay `signOut`/`sign-out`/`signedOut`.
 */
export const parcelSignOut = defineAction(parcel, {
  name: 'signOut',
  event: 'signedOut',
  label: { en: 'Hand over', es: 'Entregar' },
  grants: { parent: true, 'property-manager': true, staff: true },
  from: ['received', 'notified', 'reminded'],
  // The pick-up type decides the end state: picked up, or delivered to the unit.
  tone: 'primary',
  input: {
    pickupType: choice('Pick-up Type', 'Tipo de retiro', PICKUP_TYPES, { required: 'Choose how the parcel was handed over' }),
    pickedUpBy: text('Signed By', 'Firmado por', { max: 120, required: 'Enter who signed' }),
    signatureAttachmentId: text('Signature', 'Firma', { max: 64, required: 'The recipient must sign' }),
  },
});
