import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { ENTITIES } from './index';

const script = join(__dirname, '..', '..', '..', 'scripts', 'catalogue-index.mjs');

describe('catalogue index', () => {
  it('is generated from the files beside it (adding an entity edits no list)', () => {
    const fresh = execFileSync(process.execPath, [
      '--input-type=module',
      '-e',
      `import(${JSON.stringify(script)}).then((m) => process.stdout.write(m.renderIndex()))`,
    ]).toString();
    expect(readFileSync(join(__dirname, 'modules.generated.ts'), 'utf8')).toBe(fresh);
  });

  it('writes one entry per domain with only its own folders (ADR 0061)', () => {
    const fresh = JSON.parse(
      execFileSync(process.execPath, [
        '--input-type=module',
        '-e',
        `import(${JSON.stringify(script)}).then((m) => process.stdout.write(JSON.stringify(m.renderDomainEntries())))`,
      ]).toString(),
    ) as Record<string, string>;
    expect(Object.keys(fresh).sort()).toEqual([
      'billing.generated.ts',
      'community.generated.ts',
      'maintenance.generated.ts',
      'people.generated.ts',
    ]);
    for (const [name, text] of Object.entries(fresh)) expect(readFileSync(join(__dirname, '..', '..', 'domains', name), 'utf8')).toBe(text);
    expect(fresh['people.generated.ts']).toContain("'../entities/catalogue/access/user'");
    expect(fresh['people.generated.ts']).not.toContain('/maintenance/');
  });

  it('finds every entity once, each with a unique name and module', () => {
    expect(ENTITIES.length).toBeGreaterThanOrEqual(19);
    expect(new Set(ENTITIES.map((e) => e.name)).size).toBe(ENTITIES.length);
    expect(new Set(ENTITIES.map((e) => e.module)).size).toBe(ENTITIES.length);
  });
});
