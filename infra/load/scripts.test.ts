import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The k6 scripts are type-checked against `@types/k6` (k6 itself is not installed here; users
 * run them with `k6 run infra/load/<script>.ts`). A wrong k6 API or option fails this test.
 */
test('every load script type-checks against the k6 API', () => {
  const scripts = readdirSync(__dirname).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  expect(scripts.sort()).toEqual(['api.ts', 'book-amenity.ts', 'browse-lists.ts', 'open-records.ts', 'pay-invoice.ts']);
  const tsc = join(__dirname, '..', '..', 'node_modules', 'typescript', 'bin', 'tsc');
  // Throws with tsc's diagnostics on any type error.
  expect(execFileSync(process.execPath, [tsc, '--noEmit', '-p', join(__dirname, 'tsconfig.json')], { encoding: 'utf8' })).toBe('');
}, 60_000);
