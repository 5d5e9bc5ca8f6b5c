import { defineAction } from '../../actions';
import { order } from './order';
import { integer } from '../../field-builders';

export const orderRate = defineAction(order, {
  name: 'rate',
  event: 'rated',
  label: { en: 'Rate', es: 'Calificar' },
  grants: { parent: true, 'property-manager': true, resident: true },
  from: ['completed', 'closed'],
  tone: 'neutral',
  input: {
    rating: integer('Rating (1–5)', 'Calificación (1–5)', { required: 'Choose a rating from 1 to 5', min: 1, max: 5 }),
  },
});
