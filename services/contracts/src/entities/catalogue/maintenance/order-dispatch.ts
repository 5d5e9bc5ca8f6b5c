import { defineAction } from '../../actions';
import { order } from './order';
import { ref } from '../../field-builders';

/** Send the work to a vendor as a work order; refused when the vendor's documents lapse first. */
export const orderDispatch = defineAction(order, {
  name: 'dispatch',
  event: 'dispatched',
  label: { en: 'Assign to vendor', es: 'Asignar a proveedor' },
  grants: { parent: true, 'property-manager': true },
  from: ['open', 'assigned', 'on-hold'],
  to: 'assigned',
  reason: 'optional',
  // The dispatch note (access codes, instructions) is for the vendor, never the resident.
  reasonAudience: ['staff', 'vendor'],
  tone: 'primary',
  input: {
    vendorId: ref('vendor', 'Vendor', 'Proveedor', { required: 'Choose the vendor' }),
  },
});
