import type { Label } from '@portico/contracts/kit';
import { defineLabels } from '@portico/shell-sdk';

/** The parcel screens' own wording, English and Spanish. */
export const PARCEL_TEXT = defineLabels('mfe-community.parcels', {
  signHere: { en: 'Recipient signature', es: 'Firma del destinatario' },
  clear: { en: 'Clear', es: 'Borrar' },
  signOut: { en: 'Hand over', es: 'Entregar' },
  signOutTitle: { en: 'Hand over parcel', es: 'Entregar paquete' },
  confirm: { en: 'Confirm hand-over', es: 'Confirmar entrega' },
  cancel: { en: 'Cancel', es: 'Cancelar' },
  mustSign: { en: 'The recipient must sign', es: 'El destinatario debe firmar' },
  signature: { en: 'Signature', es: 'Firma' },
  parcels: { en: 'Parcels', es: 'Paquetes' },
  parcel: { en: 'Parcel', es: 'Paquete' },
  atDesk: { en: 'Parcels', es: 'Paquetes' },
} satisfies Record<string, Label>);
