import { defineAction } from '../../actions';
import { bulletin } from './bulletin';
import { SCHEDULE_DRAFT } from './field-helpers';

/** Publishes on its start date (the scheduler's job); refused when that date has arrived. */
export const bulletinSchedule = defineAction(bulletin, {
  ...SCHEDULE_DRAFT,
  grants: { parent: true, 'property-manager': true },
});
