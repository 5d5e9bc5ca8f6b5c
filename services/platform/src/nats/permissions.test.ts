import { ACTIONS, DOMAINS, LEGACY_ACTION_EVENTS, actionEventSubject, actionSubject } from '@portico/contracts';
import { gatewayPermissions } from './permissions';

/** nats-server's subject matching: `*` one token, a final `>` one or more. */
function matches(pattern: string, subject: string): boolean {
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i += 1) {
    if (p[i] === '>') return s.length > i;
    if (i >= s.length || (p[i] !== '*' && p[i] !== s[i])) return false;
  }
  return p.length === s.length;
}

describe("the gateway's NATS permissions (ADR 0013, 0087)", () => {
  const { publish } = gatewayPermissions();
  const denied = (subject: string) => (publish.deny ?? []).some((p) => matches(p, subject));
  const allowed = (subject: string) => publish.allow.some((p) => matches(p, subject)) && !denied(subject);

  it("deny every declared action's event, and one declared after this build, by wildcard", () => {
    for (const action of ACTIONS)
      expect({ subject: actionEventSubject(action), denied: denied(actionEventSubject(action)) }).toMatchObject({ denied: true });
    // An action a domain deploys later, unknown to this build.
    expect(denied('maintenance.event.meterReading.recorded')).toBe(true);
    expect(denied('billing.event.invoice.disputed')).toBe(true);
  });

  it('are not compiled from the catalogue: every exact subject denied is a frozen old action subject or a fixed one', () => {
    const frozen = new Set(DOMAINS.flatMap((d) => LEGACY_ACTION_EVENTS[d]));
    const exact = (publish.deny ?? []).filter((p) => !p.includes('*') && !p.includes('>'));
    const unexpected = exact.filter((p) => !frozen.has(p) && !/^people\.access\.changed$|\.notice\.requested$/.test(p));
    expect(unexpected).toEqual([]);
  });

  it('still allow every request the gateway sends', () => {
    for (const action of ACTIONS.filter((a) => !a.internal))
      expect({ subject: actionSubject(action), allowed: allowed(actionSubject(action)) }).toMatchObject({ allowed: true });
    expect(allowed('maintenance.order.list')).toBe(true);
    expect(allowed('maintenance.order.import.validate')).toBe(true);
  });
});
