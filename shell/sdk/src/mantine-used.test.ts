import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The host shares only the parts of @mantine/core and @mantine/hooks listed in
 * shell/sdk/build/mantine-core-used.mjs and mantine-hooks-used.mjs (ADR 0051). A name imported
 * from either package anywhere in the console — the shell, a remote, or one of Mantine's own
 * packages the host shares — must be in its list, or the page that uses it would get
 * `undefined` at run time.
 */
const repoRoot = join(__dirname, '../../..');
const SOURCE_ROOTS = [
  'shell/app/src',
  'shell/ui/src',
  'shell/sdk/src',
  'mfe-people/src',
  'mfe-community/src',
  'mfe-maintenance/src',
  'mfe-billing/src',
];

const SHARED_IN_PART = [
  {
    pkg: '@mantine/core',
    list: 'mantine-core-used.mjs',
    full: 'mantine-core-full',
    siblings: ['@mantine/charts', '@mantine/notifications', '@mantine/form'],
  },
  {
    pkg: '@mantine/hooks',
    list: 'mantine-hooks-used.mjs',
    full: 'mantine-hooks-full',
    siblings: ['@mantine/core', '@mantine/charts', '@mantine/notifications', '@mantine/form'],
  },
] as const;

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : filesUnder(path, pattern);
    return pattern.test(name) ? [path] : [];
  });
}

const escaped = (pkg: string) => pkg.replace(/[/@]/g, (c) => `\\${c}`);

/** The values (not types) a file imports by name from `pkg`. */
function importedNames(source: string, pkg: string): string[] {
  const names: string[] = [];
  for (const [, typeOnly, list] of source.matchAll(
    new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${escaped(pkg)}['"]`, 'g'),
  )) {
    if (typeOnly) continue;
    for (const part of list!.split(',').map((p) => p.trim())) {
      if (part && !part.startsWith('type ')) names.push(part.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

const consoleSources = SOURCE_ROOTS.flatMap((root) => filesUnder(join(repoRoot, root), /\.tsx?$/));

describe.each(SHARED_IN_PART)('$pkg', ({ pkg, list, full, siblings }) => {
  const listed = new Set(
    importedNames(
      readFileSync(join(repoRoot, 'shell/sdk/build', list), 'utf8')
        .replace(/^export \{/m, 'import {')
        .replace(`from '${full}'`, `from '${pkg}'`),
      pkg,
    ),
  );
  const importers = [
    ...consoleSources,
    ...siblings.flatMap((sibling) => filesUnder(join(repoRoot, 'node_modules', sibling, 'esm'), /\.mjs$/)),
  ];

  it('reads the list and the importers', () => {
    expect(listed.size).toBeGreaterThan(40);
    expect(importers.length).toBeGreaterThan(100);
  });

  it(`lists every name the console and the shared Mantine packages import from ${pkg}`, () => {
    const missing = new Set<string>();
    for (const file of importers) {
      const source = readFileSync(file, 'utf8');
      expect(source).not.toMatch(new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from\\s+['"]${escaped(pkg)}['"]`));
      for (const name of importedNames(source, pkg)) if (!listed.has(name)) missing.add(`${name} (${file.slice(repoRoot.length + 1)})`);
    }
    expect([...missing]).toEqual([]);
  });
});
