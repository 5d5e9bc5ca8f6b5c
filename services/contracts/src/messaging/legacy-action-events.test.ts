import { actionEventSubject } from '../entities/actions';
import { ACTIONS } from '../entities/catalogue';
import { defineEntity } from '../entities/define';
import { LEGACY_ACTION_EVENTS, currentEventSubject, legacyActionEventOf } from './legacy-action-events';
import { DOMAINS, actionEventsWildcard, eventStreamSubjects, parseEventSubject } from './subjects';

describe("declared actions' events (ADR 0087)", () => {
  it('live under <domain>.event., which the domain stream binds by one wildcard', () => {
    for (const action of ACTIONS) {
      const subject = actionEventSubject(action);
      expect(subject.startsWith(`${action.entity.domain}.event.${action.entity.name}.`)).toBe(true);
      expect(eventStreamSubjects(action.entity.domain)).toContain(actionEventsWildcard(action.entity.domain));
    }
  });

  it('read the same in either shape', () => {
    expect(parseEventSubject('maintenance.event.order.completed')).toEqual({ domain: 'maintenance', entity: 'order', event: 'completed' });
    expect(parseEventSubject('maintenance.order.completed')).toEqual({ domain: 'maintenance', entity: 'order', event: 'completed' });
    expect(parseEventSubject('maintenance.state.order.x')).toBeUndefined();
    expect(parseEventSubject('nowhere.order.completed')).toBeUndefined();
  });

  it('are copied on their old subject only where one existed, and old rows move to the new one', () => {
    expect(legacyActionEventOf('maintenance.event.order.completed')).toBe('maintenance.order.completed');
    expect(legacyActionEventOf('maintenance.event.meterReading.recorded')).toBeUndefined(); // declared after the move
    expect(legacyActionEventOf('maintenance.order.created')).toBeUndefined(); // a generic event keeps its subject
    expect(currentEventSubject('maintenance.order.completed')).toBe('maintenance.event.order.completed');
    expect(currentEventSubject('maintenance.order.created')).toBe('maintenance.order.created');
    expect(currentEventSubject('maintenance.event.order.completed')).toBe('maintenance.event.order.completed');
  });

  it('keep their frozen old subjects honest: each still names a declared action of its domain', () => {
    const declared = new Set(ACTIONS.map((a) => `${a.entity.domain}.${a.entity.name}.${a.event}`));
    for (const domain of DOMAINS)
      for (const old of LEGACY_ACTION_EVENTS[domain]) {
        expect(old.startsWith(`${domain}.`)).toBe(true);
        expect({ old, declared: declared.has(old) }).toEqual({ old, declared: true });
      }
  });

  it('reserve the namespace tokens as entity names', () => {
    for (const name of ['event', 'state', 'notice', 'health'])
      expect(() =>
        defineEntity({
          ...(ACTIONS[0]!.entity as unknown as Parameters<typeof defineEntity>[0]),
          name,
        }),
      ).toThrow(/reserved by a subject namespace/);
  });
});
