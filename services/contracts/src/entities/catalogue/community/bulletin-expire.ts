import { defineAction } from '../../actions';
import { bulletin } from './bulletin';

/** Run by the scheduler only, the day after a published bulletin's end date. */
export const bulletinExpire = defineAction(bulletin, {
  name: 'expire',
  event: 'expired',
  label: { en: 'Expire', es: 'Vencer' },
  grants: {},
  from: ['published'],
  to: 'expired',
  internal: true,
});
