import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Json } from './breaking-changes';

const root = join(__dirname, '..', '..', '..', '..');

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
}

/**
 * The commit whose committed contracts a change must not break: `CONTRACT_BASE` when set (CI
 * sets the target branch), else where this branch left `main`, else HEAD (on main itself).
 */
export function contractBase(): string {
  if (process.env.CONTRACT_BASE) return process.env.CONTRACT_BASE;
  try {
    return git('merge-base', 'HEAD', 'main').trim();
  } catch {
    return 'HEAD';
  }
}

/** A contract document as committed at `base`, or undefined when it did not exist there yet. */
export function committedContract(base: string, file: 'openapi.json' | 'asyncapi.json'): Json | undefined {
  try {
    return JSON.parse(git('show', `${base}:docs/api/${file}`)) as Json;
  } catch {
    return undefined;
  }
}
