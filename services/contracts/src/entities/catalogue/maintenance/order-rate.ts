import { defineAction } from '../../actions';
import { order } from './order';

export const orderRate = defineAction(order, {
  name: 'rate',
  event: 'rated',
  label: { en: 'Rate', es: 'Calificar' },
  from: ['completed', 'closed'],
  tone: 'neutral',
  input: {
    rating: {
      kind: 'integer',
      label: { en: 'Rating (1–5)', es: 'Calificación (1–5)' },
      required: 'Choose a rating from 1 to 5',
      min: 1,
      max: 5,
    },
  },
  grants: { parent: true, 'property-manager': true, resident: true },
});
