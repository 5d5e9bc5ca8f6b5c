import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_BACKOFF, restartDelay, startNodeProcess, SUPERVISOR_LINE } from './child-processes';

describe('restart backoff', () => {
  it.each([
    [1, 500],
    [2, 1000],
    [3, 2000],
    [6, 16_000],
    [7, 30_000],
    [50, 30_000],
  ])('after %i consecutive crashes waits %i ms', (crashes, delay) => {
    expect(restartDelay(crashes, DEFAULT_BACKOFF)).toBe(delay);
  });
});

describe('a supervised program', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'portico-supervise-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is restarted after each unexpected exit, with the exit code logged, until stopped', async () => {
    // Ready at once, then exits with code 3 a moment later: every run.
    const script = join(dir, 'crashing.js');
    writeFileSync(script, "console.log('up'); setTimeout(() => process.exit(3), 50);");
    const lines: string[] = [];
    const managed = await startNodeProcess('crasher', script, {}, /^up$/, (l) => lines.push(l), 10_000, {
      initialMs: 20,
      maxMs: 80,
      resetAfterMs: 60_000,
    });
    const deadline = Date.now() + 20_000;
    while (managed.restarts < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await managed.stop();
    expect(managed.restarts).toBeGreaterThanOrEqual(4);
    const restarts = lines.filter((l) => l.startsWith('[crasher] exited unexpectedly with code 3; restarting in'));
    expect(restarts.every((l) => SUPERVISOR_LINE.test(l))).toBe(true); // shown even with PORTICO_QUIET=1
    expect(restarts.slice(0, 4).map((l) => /in (\d+) ms/.exec(l)?.[1])).toEqual(['20', '40', '80', '80']);
    const count = managed.restarts;
    await new Promise((r) => setTimeout(r, 300));
    expect(managed.restarts).toBe(count); // stopped means stopped: no restart after stop()
  });

  it('ends itself when the launcher goes away (its stdin lifeline closes)', async () => {
    const script = join(dir, 'server.js');
    writeFileSync(script, "console.log('up'); setInterval(() => undefined, 1000);");
    const managed = await startNodeProcess('server', script, {}, /^up$/, () => undefined);
    const exited = new Promise<NodeJS.Signals | null>((resolve) => managed.child.once('exit', (_code, signal) => resolve(signal)));
    managed.child.stdin!.end(); // what the kernel does when the launcher dies
    expect(await exited).toBe('SIGTERM');
    await managed.stop();
  });
});
