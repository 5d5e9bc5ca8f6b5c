import { defineEntity, type EntityDef } from './define';
import { ENTITIES } from './catalogue';
import { MIRRORS, mirrorSourcesOf, mirrorsOf, referenceProblems } from './mirrors';

/** Every reference of the catalogue lands on an entity its service can see (ADR 0021). */
describe('catalogue references', () => {
  it('name existing entities, local or mirrored by the referencing service', () => {
    expect(referenceProblems()).toEqual([]);
  });

  const base = {
    module: 'things',
    table: 'things',
    title: { en: 'Thing', es: 'Cosa' },
    titlePlural: { en: 'Things', es: 'Cosas' },
    displayField: 'name',
    defaultSort: { field: 'name', direction: 'asc' },
    grants: {},
  } as const;
  const withRef = (ref: string, parent?: EntityDef['parent']): EntityDef =>
    defineEntity({
      ...base,
      name: 'thing',
      domain: 'maintenance',
      tenancy: parent ? 'property' : 'org',
      ...(parent ? { parent } : {}),
      fields: {
        name: { kind: 'text', label: { en: 'Name', es: 'Nombre' } },
        target: { kind: 'ref', ref, label: { en: 'Target', es: 'Destino' } },
        reporter: { kind: 'ref', ref: 'user', label: { en: 'Reporter', es: 'Informante' } },
      },
    });

  it('fails on a reference to an entity that does not exist', () => {
    expect(referenceProblems([...ENTITIES, withRef('nosuch')])).toEqual([
      'maintenance.thing references nosuch, which is not in the catalogue',
    ]);
  });

  it('fails on a foreign reference the service does not mirror, and derives the mirror otherwise', () => {
    const thing = withRef('unit', { entity: 'unit', field: 'target' });
    const entities = [...ENTITIES, thing];
    const withoutUnit = { ...MIRRORS, maintenance: MIRRORS.maintenance.filter((e) => e !== 'unit') };
    expect(referenceProblems(entities, withoutUnit)).toContain(
      'maintenance.thing references people.unit, which the maintenance service does not mirror',
    );
    const derived = { ...MIRRORS, maintenance: mirrorsOf('maintenance', entities) };
    expect(derived.maintenance).toEqual(expect.arrayContaining(['unit', 'user', 'property']));
    expect(referenceProblems(entities, derived)).toEqual([]);
  });

  it('every service but people mirrors the users, for history; people mirrors nothing', () => {
    expect(MIRRORS.people).toEqual([]);
    for (const domain of ['community', 'maintenance', 'billing'] as const) expect(MIRRORS[domain]).toContain('user');
    for (const domain of ['community', 'maintenance'] as const) expect(mirrorSourcesOf(domain)).toEqual(['people']);
    // Vendor bills name the maintenance domain's vendors.
    expect(mirrorSourcesOf('billing')).toEqual(['maintenance', 'people']);
  });
});
