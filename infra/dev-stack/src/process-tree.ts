import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Direct children of a process: from /proc on Linux, from `ps` elsewhere. */
export function childPidsOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    const table = execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' });
    return table
      .split('\n')
      .map((line) => line.trim().split(/\s+/).map(Number))
      .filter(([child, parent]) => parent === pid && child !== undefined && Number.isInteger(child))
      .map(([child]) => child!);
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
