import { defineAction } from '../../actions';
import { order } from './order';

/** Send the work to a vendor as a work order; refused when the vendor's documents lapse first. */
export const orderDispatch = defineAction(order, {
  name: 'dispatch',
  event: 'dispatched',
  label: { en: 'Assign to vendor', es: 'Asignar a proveedor' },
  from: ['open', 'assigned', 'on-hold'],
  to: 'assigned',
  reason: 'optional',
  // The dispatch note (access codes, instructions) is for the vendor, never the resident.
  reasonAudience: ['staff', 'vendor'],
  tone: 'primary',
  input: {
    vendorId: { kind: 'ref', ref: 'vendor', label: { en: 'Vendor', es: 'Proveedor' }, required: 'Choose the vendor' },
  },
  grants: { parent: true, 'property-manager': true },
});
