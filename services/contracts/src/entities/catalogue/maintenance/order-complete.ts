import { defineAction } from '../../actions';
import { order } from './order';

export const orderComplete = defineAction(order, {
  name: 'complete',
  event: 'completed',
  label: { en: 'Complete', es: 'Completar' },
  from: ['in-progress'],
  to: 'completed',
  tone: 'primary',
  input: {
    laborHours: {
      kind: 'decimal',
      label: { en: 'Labor (hours)', es: 'Mano de obra (horas)' },
      required: 'Enter the hours worked',
      min: 0,
      max: 1000,
    },
    laborCost: { kind: 'money', label: { en: 'Labor Cost', es: 'Costo de mano de obra' }, min: 0 },
    completionNote: {
      kind: 'longText',
      label: { en: 'Completion Note', es: 'Nota de cierre' },
      required: 'Describe the work done',
      max: 4000,
    },
  },
  grants: { parent: true, 'property-manager': true, staff: true, vendor: true },
});
