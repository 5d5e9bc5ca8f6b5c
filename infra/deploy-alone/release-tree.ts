import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** This repository, built (`npm run deploy-alone` builds it first). */
export const repoRoot = resolve(__dirname, '..', '..');

/** Folders of built output, each workspace's `dist`. */
const DIST_OWNERS = [
  'services/contracts',
  'services/platform',
  'services/people',
  'services/community',
  'services/maintenance',
  'services/billing',
  'gateway',
  'infra/dev-idp',
  'infra/dev-stack',
  'shell/sdk',
  'shell/ui',
  'shell/app',
  'mfe-people',
  'mfe-community',
  'mfe-maintenance',
  'mfe-billing',
];

/**
 * A copy of the built tree, as a second machine would hold the product's released parts. Its
 * own `@portico/*` links point into the copy; every other package links to this tree's
 * `node_modules` (third-party code is not part of any domain's release).
 */
export function copyBuiltTree(target: string): void {
  const skip = new Set(['.git', 'node_modules', '.data', 'coverage']);
  for (const name of readdirSync(repoRoot)) {
    if (skip.has(name)) continue;
    cpSync(join(repoRoot, name), join(target, name), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (src) => !/[\\/](node_modules|\.data)([\\/]|$)/.test(relative(repoRoot, src)),
    });
  }
  mkdirSync(join(target, 'node_modules'));
  for (const name of readdirSync(join(repoRoot, 'node_modules'))) {
    if (name === '@portico')
      cpSync(join(repoRoot, 'node_modules', name), join(target, 'node_modules', name), { recursive: true, verbatimSymlinks: true });
    else symlinkSync(join(repoRoot, 'node_modules', name), join(target, 'node_modules', name));
  }
}

/** Every built file of a tree, by path, with its content's hash. */
export function builtFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(root, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  for (const owner of DIST_OWNERS) if (existsSync(join(root, owner, 'dist'))) walk(join(root, owner, 'dist'));
  return files;
}

/** Paths added or changed between two listings. */
export function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([path, hash]) => before.get(path) !== hash).map(([path]) => path);
}

export function edit(root: string, path: string, change: (text: string) => string): void {
  const file = join(root, path);
  const text = readFileSync(file, 'utf8');
  const next = change(text);
  if (next === text) throw new Error(`${path}: the edit changed nothing`);
  writeFileSync(file, next);
}

export function write(root: string, path: string, text: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** Runs a command in the tree; its output is returned, and shown when it fails. */
export async function sh(root: string, command: string, args: string[], timeout = 600_000): Promise<string> {
  try {
    const { stdout, stderr } = await run(command, args, { cwd: root, timeout, maxBuffer: 64 * 1024 * 1024, env: { ...process.env } });
    return `${stdout}${stderr}`;
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${root}: ${e.message}\n${e.stdout ?? ''}\n${e.stderr ?? ''}`, { cause: err });
  }
}

/**
 * Compiles one domain's contracts entry and nothing else: only the files that entry reaches
 * are emitted (the shared kit's come out byte for byte as before), never the package root
 * or the whole-catalogue list, so every other part keeps the catalogue it was built with.
 */
export async function compileContractsEntry(root: string, domain: string): Promise<void> {
  const config = `services/contracts/tsconfig.${domain}-entry.json`;
  write(
    root,
    config,
    JSON.stringify({
      extends: './tsconfig.json',
      compilerOptions: { composite: false, incremental: false },
      include: [],
      files: [`src/domains/${domain}.generated.ts`],
    }),
  );
  await sh(root, join(repoRoot, 'node_modules', '.bin', 'tsc'), ['-p', config]);
}
