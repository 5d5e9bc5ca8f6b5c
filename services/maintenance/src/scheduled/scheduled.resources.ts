import { schedule } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { schedules } from './scheduled.schema';
import { scheduleHooks } from './schedule.hooks';

export const scheduleResources: ResourceRegistration[] = [{ def: schedule, table: schedules, hooks: scheduleHooks }];
