import { defineEntity, labelKeyOf, property, type FieldDef } from '@portico/contracts';
import { i18n, labelText, registerTranslations } from './i18n';
import { defineLabels, labelCatalogue, onLabelOverrides, setLabelOverrides } from './labels';

const at = '2026-11-27T00:00:00.000Z';

afterEach(() => {
  setLabelOverrides([]);
});

describe('label overrides (ADR 0070)', () => {
  it('shows an override of a remote text in its language and the built-in text elsewhere, until reverted', () => {
    const text = defineLabels('mfe-test.dashboard', {
      title: { en: 'Dashboard', es: 'Panel' },
      other: { en: 'Other', es: 'Otro' },
    });
    expect(labelKeyOf(text.title)).toBe('mfe-test.dashboard.title');
    expect(labelCatalogue()).toEqual(expect.arrayContaining([{ key: 'mfe-test.dashboard.title', en: 'Dashboard', es: 'Panel' }]));

    setLabelOverrides([{ key: 'mfe-test.dashboard.title', en: 'Overview', es: null, updatedAt: at }]);
    expect(labelText(text.title, 'en')).toBe('Overview');
    expect(labelText(text.title, 'es')).toBe('Panel');
    expect(labelText(text.other, 'en')).toBe('Other');
    // An equal label that is not the keyed object is not renamed.
    expect(labelText({ en: 'Dashboard', es: 'Panel' }, 'en')).toBe('Dashboard');

    setLabelOverrides([]);
    expect(labelText(text.title, 'en')).toBe('Dashboard');
  });

  it('renames a label read from JSON (a manifest) by the key it names as a property', () => {
    setLabelOverrides([{ key: 'entity.property.titlePlural', en: 'Buildings', es: null, updatedAt: at }]);
    const fromManifest = JSON.parse(JSON.stringify({ ...property.titlePlural, key: 'entity.property.titlePlural' })) as {
      en: string;
      es: string;
    };
    expect(labelText(fromManifest, 'en')).toBe('Buildings');
    expect(labelText(fromManifest, 'es')).toBe(property.titlePlural.es);
  });

  it('renames an entity label by its key, for that entity only, though entities share a field declaration', () => {
    setLabelOverrides([{ key: 'entity.property.title', en: 'Building', es: 'Edificio', updatedAt: at }]);
    expect(labelText(property.title, 'en')).toBe('Building');
    expect(labelText(property.title, 'es')).toBe('Edificio');
    expect(labelText(property.titlePlural, 'en')).toBe(property.titlePlural.en);

    const notes: FieldDef = { kind: 'text', label: { en: 'Notes', es: 'Notas' } };
    const base = {
      domain: 'people',
      tenancy: 'none',
      grants: {},
      displayField: 'notes',
      defaultSort: { field: 'createdAt', direction: 'asc' },
    } as const;
    const a = defineEntity({
      ...base,
      name: 'alpha',
      module: 'alphas',
      table: 'alphas',
      title: { en: 'A', es: 'A' },
      titlePlural: { en: 'As', es: 'As' },
      fields: { notes },
    });
    const b = defineEntity({
      ...base,
      name: 'beta',
      module: 'betas',
      table: 'betas',
      title: { en: 'B', es: 'B' },
      titlePlural: { en: 'Bs', es: 'Bs' },
      fields: { notes },
    });
    expect(labelKeyOf(a.fields.notes.label)).toBe('entity.alpha.field.notes');
    expect(labelKeyOf(b.fields.notes.label)).toBe('entity.beta.field.notes');
    setLabelOverrides([{ key: 'entity.alpha.field.notes', en: 'Remarks', es: null, updatedAt: at }]);
    expect(labelText(a.fields.notes.label, 'en')).toBe('Remarks');
    expect(labelText(b.fields.notes.label, 'en')).toBe('Notes');
    // The key never travels in JSON (manifests, answers).
    expect(JSON.stringify(a.fields.notes.label)).toBe('{"en":"Notes","es":"Notas"}');
  });

  it('rewrites i18next texts, for namespaces registered before and after the overrides, and restores them on revert', () => {
    registerTranslations('community', {
      en: { greeting: 'Hello {{name}}', deep: { leaf: 'Leaf' } },
      es: { greeting: 'Hola {{name}}', deep: { leaf: 'Hoja' } },
    });
    expect(labelCatalogue()).toEqual(expect.arrayContaining([{ key: 'mfe-community.deep.leaf', en: 'Leaf', es: 'Hoja' }]));

    setLabelOverrides([
      { key: 'mfe-community.greeting', en: 'Welcome {{name}}', es: null, updatedAt: at },
      { key: 'mfe-community.deep.leaf', en: null, es: 'Hojita', updatedAt: at },
      { key: 'late.title', en: 'Late override', es: null, updatedAt: at },
    ]);
    expect(i18n.t('community:greeting', { name: 'Ana', lng: 'en' })).toBe('Welcome Ana');
    expect(i18n.t('community:greeting', { name: 'Ana', lng: 'es' })).toBe('Hola Ana');
    expect(i18n.t('community:deep.leaf', { lng: 'es' })).toBe('Hojita');

    // A namespace that arrives later (a remote loaded after sign-in) shows the override at once.
    registerTranslations('late', { en: { title: 'Late' }, es: { title: 'Tarde' } });
    expect(i18n.t('late:title', { lng: 'en' })).toBe('Late override');

    setLabelOverrides([]);
    expect(i18n.t('community:greeting', { name: 'Ana', lng: 'en' })).toBe('Hello Ana');
    expect(i18n.t('community:deep.leaf', { lng: 'es' })).toBe('Hoja');
    expect(i18n.t('late:title', { lng: 'en' })).toBe('Late');
  });

  it('tells listeners only the keys whose text changed', () => {
    const heard: string[][] = [];
    const stop = onLabelOverrides((keys) => heard.push([...keys]));
    setLabelOverrides([{ key: 'common.save', en: 'Keep', es: null, updatedAt: at }]);
    setLabelOverrides([{ key: 'common.save', en: 'Keep', es: null, updatedAt: '2026-11-28T00:00:00.000Z' }]);
    setLabelOverrides([{ key: 'common.cancel', en: 'Drop', es: null, updatedAt: at }]);
    stop();
    expect(heard.map((keys) => keys.sort())).toEqual([['common.save'], ['common.cancel', 'common.save']]);
    expect(i18n.t('common:save', { lng: 'en' })).toBe('Save');
  });
});
