import { defineAction } from '../../actions';
import { order } from './order';
import { ref } from '../../field-builders';

/** Assign the work to a staff member (a vendor is dispatched instead: order-dispatch). */
export const orderAssign = defineAction(order, {
  name: 'assign',
  event: 'assigned',
  label: { en: 'Assign to staff', es: 'Asignar al personal' },
  grants: { parent: true, 'property-manager': true, staff: true },
  from: ['open', 'assigned', 'on-hold'],
  to: 'assigned',
  reason: 'optional',
  // A note to the assigned staff member, not to the resident.
  reasonAudience: ['staff'],
  tone: 'primary',
  input: {
    assignedStaffId: ref('user', 'Staff member', 'Miembro del personal', { required: 'Choose the staff member' }),
  },
});
