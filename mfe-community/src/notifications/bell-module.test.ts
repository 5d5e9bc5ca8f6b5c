import { notificationDelivery } from '@portico/contracts/community';
import { BELL_MODULE } from './bell-module';

it('names the notification deliveries module as the entity does', () => {
  expect(BELL_MODULE).toBe(notificationDelivery.module);
});
