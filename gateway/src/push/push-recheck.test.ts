import type { MessageEvent } from '@nestjs/common';
import { PorticoError, SEED_ORGS, SEED_UNITS, msg, type DomainEvent } from '@portico/contracts';
import type { Principal, TokenVerifier } from '@portico/platform';
import type { AuthedRequest } from '../auth/http-auth.guard';
import type { EventFanout } from './event-fanout';
import { PushController } from './push.controller';

/**
 * A re-check of the caller's access that gets no answer (the people replica that would answer
 * has just died) is not a refusal: the stream stays open, holds the changes that arrived while
 * it asked, and delivers them once an answer says they may still be seen (ADR 0059). A refusal
 * still ends the stream at once.
 */
const resident: Principal = {
  userId: 'resident-1',
  roles: ['resident'],
  orgId: SEED_ORGS.harbor,
  propertyIds: [],
  unitIds: [SEED_UNITS.harborView101],
  vendorId: null,
  permissions: new Set(['pets-list']),
};

const petCreated = (id: string): DomainEvent => ({
  id: `event-${id}`,
  subject: 'people.pet.created',
  occurredAt: '2026-11-27T10:00:00Z',
  data: { id, version: 1, parentOrgId: SEED_ORGS.harbor, unitId: SEED_UNITS.harborView101, name: id },
});

/** The people service as the verifier meets it: answering, silent, or refusing. */
function peopleService() {
  let answer: 'ok' | 'silent' | 'refuse' = 'ok';
  let accessChanged: (userId?: string) => void = () => undefined;
  const verifier = {
    verifyAuthorization: async () => {
      if (answer === 'silent') throw new PorticoError('SERVICE_UNAVAILABLE', msg('error.accessUnavailable'));
      if (answer === 'refuse') throw new PorticoError('UNAUTHENTICATED', msg('error.accessUnavailable'));
      return resident;
    },
    onAccessChange: (listener: (userId?: string) => void) => {
      accessChanged = listener;
      return () => undefined;
    },
  } as unknown as TokenVerifier;
  return {
    verifier,
    answers: (next: typeof answer) => (answer = next),
    accessChanged: (userId?: string) => accessChanged(userId),
  };
}

function fanout() {
  const listeners = new Set<(event: DomainEvent) => void>();
  const fake = {
    subscribe: (listener: (event: DomainEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    since: () => undefined,
  } as unknown as EventFanout;
  return { fake, publish: (event: DomainEvent) => listeners.forEach((l) => l(event)) };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 20));
}

it('keeps a stream whose re-check gets no answer, holds its changes and delivers them once people answers; ends it on a refusal', async () => {
  const people = peopleService();
  const events = fanout();
  const controller = new PushController(events.fake, people.verifier);
  const request = { principal: resident, headers: { authorization: 'Bearer t' } } as unknown as AuthedRequest;
  const received: MessageEvent[] = [];
  let completed = false;
  const subscription = controller.changes(request).subscribe({
    next: (m) => received.push(m),
    complete: () => (completed = true),
  });
  const changes = () => received.filter((m) => m.type === 'change').map((m) => (m.data as { id: string }).id);
  try {
    events.publish(petCreated('before'));
    expect(changes()).toEqual(['before']);

    // People goes silent while the resident's access is being re-checked.
    people.answers('silent');
    people.accessChanged(resident.userId);
    events.publish(petCreated('while-asking'));
    await new Promise((r) => setTimeout(r, 100));
    expect(changes()).toEqual(['before']);
    expect(completed).toBe(false);

    // A surviving replica answers the retry: the held change is delivered, the stream lives on.
    people.answers('ok');
    await until(() => changes().length === 2);
    expect(changes()).toEqual(['before', 'while-asking']);
    events.publish(petCreated('after'));
    expect(changes()).toEqual(['before', 'while-asking', 'after']);
    expect(completed).toBe(false);

    // A refusal ends it at once, and nothing later reaches it.
    people.answers('refuse');
    people.accessChanged(resident.userId);
    events.publish(petCreated('refused'));
    await until(() => completed);
    expect(received.find((m) => m.type === 'end')?.data).toEqual({ reason: 'session' });
    expect(changes()).not.toContain('refused');
  } finally {
    subscription.unsubscribe();
  }
});
