import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { definitionZod } from '@portico/contracts/kit';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS helper
const { kitSurface } = require('../build/kit-from-host.js') as { kitSurface: (kit: string) => Set<string> };

/**
 * A remote's definitions get the kit's `definitionZod` for `import { z } from 'zod'`
 * (shell/sdk/build/kit-from-host.js, ADR 0074). Every builder a definition outside the kit calls
 * on `z` must be in it, or that definition would call `undefined` in the browser. Types
 * (`z.infer`, `z.ZodType`) are erased and need nothing.
 */
const contractsSource = join(__dirname, '../../../services/contracts/src');
const surface = kitSurface(join(contractsSource, 'kit.ts'));
const TYPE_MEMBERS = new Set(['infer', 'input', 'output']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

const definitions = sources(contractsSource).filter(
  (file) => !surface.has(file) && /import \{[^}]*\bz\b[^}]*\} from 'zod'/.test(readFileSync(file, 'utf8')),
);

it('finds the definitions that build their own schemas', () => {
  expect(surface.size).toBeGreaterThan(30);
  expect(definitions.length).toBeGreaterThan(5);
});

it.each(definitions.map((file) => [file.slice(contractsSource.length + 1), file]))(
  '%s calls only builders the kit hands out',
  (_name, file) => {
    const called = [...readFileSync(file, 'utf8').matchAll(/\bz\.([A-Za-z]+)/g)]
      .map((m) => m[1]!)
      .filter((member) => !TYPE_MEMBERS.has(member) && !/^[A-Z]/.test(member));
    expect(called.filter((member) => !(member in definitionZod))).toEqual([]);
  },
);
