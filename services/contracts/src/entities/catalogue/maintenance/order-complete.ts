import { defineAction } from '../../actions';
import { order } from './order';
import { decimal, longText, money } from '../../field-builders';

export const orderComplete = defineAction(order, {
  name: 'complete',
  event: 'completed',
  label: { en: 'Complete', es: 'Completar' },
  grants: { parent: true, 'property-manager': true, staff: true, vendor: true },
  from: ['in-progress'],
  to: 'completed',
  tone: 'primary',
  input: {
    laborHours: decimal('Labor (hours)', 'Mano de obra (horas)', { required: 'Enter the hours worked', min: 0, max: 1000 }),
    laborCost: money('Labor Cost', 'Costo de mano de obra', { min: 0 }),
    completionNote: longText('Completion Note', 'Nota de cierre', { required: 'Describe the work done', max: 4000 }),
  },
});
