import { defineAction } from '../../actions';
import { PICKUP_TYPES, parcel } from './parcel';

/** Hands the parcel over against a drawn signature (stored as an attachment of the parcel). */
export const parcelSignOut = defineAction(parcel, {
  name: 'signOut',
  event: 'signedOut',
  label: { en: 'Sign out', es: 'Entregar con firma' },
  from: ['received', 'notified', 'reminded'],
  // The pick-up type decides the end state: picked up, or delivered to the unit.
  tone: 'primary',
  input: {
    pickupType: {
      kind: 'enum',
      label: { en: 'Pick-up Type', es: 'Tipo de retiro' },
      options: PICKUP_TYPES,
      required: 'Choose how the parcel was handed over',
    },
    pickedUpBy: { kind: 'text', label: { en: 'Signed By', es: 'Firmado por' }, max: 120, required: 'Enter who signed' },
    signatureAttachmentId: {
      kind: 'text',
      label: { en: 'Signature', es: 'Firma' },
      max: 64,
      required: 'The recipient must sign',
    },
  },
  grants: { parent: true, 'property-manager': true, staff: true },
});
