import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DOMAINS, isEntityDef, mirrorsOf, type Domain } from '../index';
import * as billing from './billing.generated';
import * as community from './community.generated';
import * as maintenance from './maintenance.generated';
import * as people from './people.generated';

/**
 * A domain's definitions stay home (ADR 0061), checked by name: the package root re-exports
 * every domain's definitions, so dependency-cruiser (which sees modules, not names) cannot tell
 * `import { order } from '@portico/contracts'` in the community remote from a kit import. Another
 * domain's service or remote may name only the entities it mirrors (their read models).
 */
const root = join(__dirname, '..', '..', '..', '..');
const ENTRIES: Record<Domain, Record<string, unknown>> = { people, community, maintenance, billing };
const owner = new Map<string, Domain>();
for (const domain of DOMAINS) for (const name of Object.keys(ENTRIES[domain])) owner.set(name, domain);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Names imported from the contracts package (root or a domain entry) in one source file. */
function contractNames(text: string): string[] {
  return [...text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'@portico\/contracts(?:\/[a-z]+)?'/g)].flatMap((m) =>
    m[1]!
      .split(',')
      .map(
        (raw) =>
          raw
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
      )
      .filter(Boolean),
  );
}

/** Every import of another domain's definition a domain's packages make, beyond its mirrors. */
function strayImports(domain: Domain): string[] {
  const mirrored = new Set(mirrorsOf(domain));
  return [`services/${domain}`, `mfe-${domain}`].flatMap((pkg) =>
    sources(join(root, pkg)).flatMap((file) =>
      contractNames(readFileSync(file, 'utf8')).flatMap((name) => {
        const home = owner.get(name);
        if (!home || home === domain) return [];
        const value = ENTRIES[home][name];
        if (isEntityDef(value) && mirrored.has(value.name)) return [];
        return [`${relative(root, file)} imports ${home}'s ${name}`];
      }),
    ),
  );
}

it.each([...DOMAINS])("the %s service and remote name no other domain's definitions but the entities they mirror", (domain) => {
  expect(strayImports(domain)).toEqual([]);
});

it('knows each catalogue export by its one owning domain', () => {
  const counted = DOMAINS.reduce((n, d) => n + Object.keys(ENTRIES[d]).length, 0);
  expect(owner.size).toBe(counted);
  expect(owner.get('order')).toBe('maintenance');
  expect(owner.get('user')).toBe('people');
});
