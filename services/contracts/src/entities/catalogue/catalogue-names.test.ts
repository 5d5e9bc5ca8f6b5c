import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { isActionDef, type ActionDef } from '../actions';
import type { EntityDef } from '../define';
import { CATALOGUE_MODULES } from './index';
import { isEntityDef } from '../domain-catalogue';

const script = join(__dirname, '..', '..', '..', 'scripts', 'catalogue-index.mjs');

/**
 * Entities whose code name (export and file) says what the thing is while the wire name
 * (`name`: NATS subjects, refs, stored entity columns, API schema names) keeps another word
 * (ADR 0069). Any other entity's export is its wire name: a new difference is a decision to
 * record here and in the ADR, not an accident.
 */
const WIRE_NAMES_KEPT: Record<string, string> = {
  // An invoice or a bill (spec part 3); `billing` since the first release.
  invoice: 'billing',
  invoiceLine: 'billingLine',
  // `document` and `module` are globals of the browser and of CommonJS; `permission` follows `module`.
  fileDocument: 'document',
  moduleEntity: 'module',
  permissionEntity: 'permission',
};

const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

describe('catalogue names (ADR 0069)', () => {
  const files = JSON.parse(
    execFileSync(process.execPath, [
      '--input-type=module',
      '-e',
      `import(${JSON.stringify(script)}).then((m) => process.stdout.write(JSON.stringify(m.catalogueFiles())))`,
    ]).toString(),
  ) as string[];
  // The generated index lists the files in this order (see catalogue-index.mjs).
  const modules = files.map((file, i) => ({ file, exports: Object.entries(CATALOGUE_MODULES[i]!) }));
  const entities = modules.flatMap(({ file, exports }) =>
    exports.filter(([, v]) => isEntityDef(v)).map(([exported, def]) => ({ file, exported, def: def as EntityDef })),
  );

  it('pairs every catalogue file with its module', () => {
    expect(modules).toHaveLength(CATALOGUE_MODULES.length);
  });

  it('names each entity file after its export, one entity a file', () => {
    const wrong = entities.filter(({ file, exported }) => file.split('/').pop() !== kebab(exported));
    expect(wrong.map(({ file, exported }) => `${file}: ${exported}`)).toEqual([]);
    expect(new Set(entities.map((e) => e.file)).size).toBe(entities.length);
  });

  it('exports each entity under its wire name unless the ADR keeps an older one', () => {
    const differing = Object.fromEntries(
      entities.filter(({ exported, def }) => exported !== def.name).map(({ exported, def }) => [exported, def.name]),
    );
    expect(differing).toEqual(WIRE_NAMES_KEPT);
  });

  it("names each action file after its entity's file, then the action (`parcel-return`: returnToSender)", () => {
    const fileOf = new Map(entities.map((e) => [e.def, e.file]));
    const wrong = modules.flatMap(({ file, exports }) =>
      exports
        .map(([, v]) => v)
        .filter((v): v is ActionDef => isActionDef(v))
        .filter((action) => !file.startsWith(`${fileOf.get(action.entity)}-`))
        .map((action) => `${file}: ${action.entity.name}.${action.name}`),
    );
    expect(wrong).toEqual([]);
  });
});
