import { readFileSync } from 'node:fs';
import { childPidsOf, isAlive } from '../../dev-stack/src/process-tree';
import { startStackForTest, type RunningStack } from '../../console-testing/stack-harness';

/**
 * The launcher supervises what it starts: a crashed service comes back (and readiness says so
 * while it is away), and when the launcher ends — asked to, or killed outright — nothing it
 * started is left running.
 */
jest.setTimeout(240_000);

/** Every process below `pid`, depth first (nats-server, its watchdog, services, gateway). */
function descendantsOf(pid: number): number[] {
  return childPidsOf(pid).flatMap((child) => [child, ...descendantsOf(child)]);
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

function servicePid(stack: RunningStack, domain: string): number | undefined {
  return childPidsOf(stack.pid).find((pid) => commandOf(pid).includes(`services/${domain}/dist/main.js`));
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function readiness(stack: RunningStack): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${stack.url}/api/health/ready`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('a supervised stack', () => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startStackForTest();
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('is ready once started, and lives', async () => {
    expect((await readiness(stack)).status).toBe(200);
    expect((await fetch(`${stack.url}/api/health/live`)).status).toBe(200);
  });

  it('restarts a service killed with SIGKILL; readiness is 503 while it is away and 200 after', async () => {
    const before = servicePid(stack, 'people');
    expect(before).toBeDefined();
    process.kill(before!, 'SIGKILL');
    // Every caller's access is resolved by the people service: while it is away, the API says so.

    const down = await until('readiness to report the service missing', async () => {
      const r = await readiness(stack);
      return r.status === 503 ? r : undefined;
    });
    expect(down.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    // No responders once NATS has seen the connection go; a timeout if the probe raced it.
    expect(['no-responders', 'timeout']).toContain((down.body.details as { services: Record<string, string> }).services.people);
    // Liveness stays simple: the gateway itself is fine.
    expect((await fetch(`${stack.url}/api/health/live`)).status).toBe(200);

    const after = await until('a new people service', () => {
      const pid = servicePid(stack, 'people');
      return pid !== undefined && pid !== before ? pid : undefined;
    });
    expect(isAlive(after)).toBe(true);
    await until('readiness to recover', async () => ((await readiness(stack)).status === 200 ? true : undefined));
    // The API answers through the restarted service again (an unknown invitation: a 4xx, not 503).
    const res = await fetch(`${stack.url}/api/v1/public/invites/lookup?token=unknown-token`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(stack.output.some((line) => /\[people-service\] exited unexpectedly with signal SIGKILL; restarting in \d+ ms/.test(line))).toBe(
      true,
    );
  });

  it('leaves no process behind when the launcher is stopped with SIGTERM', async () => {
    const started = descendantsOf(stack.pid);
    expect(started.length).toBeGreaterThanOrEqual(6); // four services, the gateway, nats-server
    await stack.stop();
    const left = await until(
      'every child to end',
      () => {
        const alive = started.filter(isAlive);
        return alive.length === 0 ? alive : undefined;
      },
      30_000,
    );
    expect(left).toEqual([]);
  });
});

describe('a launcher killed outright', () => {
  it('takes its children with it (SIGKILL leaves it no chance to clean up)', async () => {
    const stack = await startStackForTest();
    try {
      const started = descendantsOf(stack.pid);
      expect(started.length).toBeGreaterThanOrEqual(6);
      expect(started.map(commandOf).some((c) => c.includes('nats-server'))).toBe(true);
      process.kill(stack.pid, 'SIGKILL');
      const left = await until(
        'every orphan to end',
        () => {
          const alive = started.filter(isAlive);
          return alive.length === 0 ? alive : undefined;
        },
        30_000,
      );
      expect(left).toEqual([]);
    } finally {
      await stack.stop();
    }
  });
});
