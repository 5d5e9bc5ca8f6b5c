import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The host shares only the parts of @mantine/core listed in shell/sdk/build/mantine-core-used.mjs
 * (ADR 0051). A name imported from '@mantine/core' anywhere in the console — the shell, a remote,
 * or one of Mantine's own sibling packages the host shares — must be in that list, or the page
 * that uses it would get `undefined` at run time.
 */
const repoRoot = join(__dirname, '../../..');
const SOURCE_ROOTS = ['shell/app/src', 'shell/ui/src', 'shell/sdk/src', 'mfe-people/src', 'mfe-community/src', 'mfe-maintenance/src', 'mfe-billing/src'];
const SIBLING_PACKAGES = ['@mantine/charts', '@mantine/notifications', '@mantine/form'];

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : filesUnder(path, pattern);
    return pattern.test(name) ? [path] : [];
  });
}

/** The values (not types) a file imports by name from '@mantine/core'. */
function importedNames(source: string): string[] {
  const names: string[] = [];
  for (const [, typeOnly, list] of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g)) {
    if (typeOnly) continue;
    for (const part of list!.split(',').map((p) => p.trim())) {
      if (part && !part.startsWith('type ')) names.push(part.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

const listed = new Set(
  importedNames(
    readFileSync(join(repoRoot, 'shell/sdk/build/mantine-core-used.mjs'), 'utf8')
      .replace(/^export \{/m, 'import {')
      .replace("from 'mantine-core-full'", "from '@mantine/core'"),
  ),
);

const importers = [
  ...SOURCE_ROOTS.flatMap((root) => filesUnder(join(repoRoot, root), /\.tsx?$/)),
  ...SIBLING_PACKAGES.flatMap((pkg) => filesUnder(join(repoRoot, 'node_modules', pkg, 'esm'), /\.mjs$/)),
];

it('reads the list and the importers', () => {
  expect(listed.size).toBeGreaterThan(40);
  expect(importers.length).toBeGreaterThan(100);
});

it('lists every name the console and the shared Mantine packages import from @mantine/core', () => {
  const missing = new Set<string>();
  for (const file of importers) {
    const source = readFileSync(file, 'utf8');
    expect(source).not.toMatch(/import\s+\*\s+as\s+\w+\s+from\s+['"]@mantine\/core['"]/);
    for (const name of importedNames(source)) if (!listed.has(name)) missing.add(`${name} (${file.slice(repoRoot.length + 1)})`);
  }
  expect([...missing]).toEqual([]);
});
