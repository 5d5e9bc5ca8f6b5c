import { defineAction } from '../../actions';
import { order } from './order';

export const orderAssign = defineAction(order, {
  name: 'assign',
  event: 'assigned',
  label: { en: 'Assign', es: 'Asignar' },
  from: ['open', 'assigned', 'on-hold'],
  to: 'assigned',
  reason: 'optional',
  tone: 'primary',
  input: {
    assignedStaffId: { kind: 'ref', ref: 'user', label: { en: 'Staff member', es: 'Miembro del personal' } },
    vendorId: { kind: 'ref', ref: 'vendor', label: { en: 'Vendor', es: 'Proveedor' } },
  },
  grants: { parent: true, 'property-manager': true, staff: true },
});
