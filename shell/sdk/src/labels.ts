import {
  DOMAINS,
  labelKeyOf,
  remoteLabelNamespace,
  tagLabel,
  type Label,
  type LabelCatalogueEntry,
  type LabelOverride,
} from '@portico/contracts';

/**
 * The console's side of the label catalogue (ADR 0070): the built-in texts this console knows by
 * key, and the administrators' overrides it applies. Entity labels carry their key from
 * `defineEntity`; a remote's texts get theirs from `defineLabels`; i18next texts from their
 * namespace and path (`registerTranslations`). `labelText` and `t()` then show the override.
 */

type Language = 'en' | 'es';

/**
 * Built-in texts by key. Kept on the global object under a registry-wide symbol: the remote
 * manifest build reads it after evaluating a remote's features (its texts go to remote.json).
 */
const CATALOGUE = Symbol.for('portico.labelCatalogue');
const globalScope = globalThis as typeof globalThis & { [CATALOGUE]?: Map<string, Label> };
const builtIns: Map<string, Label> = (globalScope[CATALOGUE] ??= new Map());

let overrides = new Map<string, LabelOverride>();
const listeners = new Set<(changed: ReadonlySet<string>) => void>();

/**
 * Keys a remote's texts: each `{ en, es }` of `texts` becomes `<namespace>.<name>`
 * (`defineLabels('mfe-community.parcels', parcelText)` → `mfe-community.parcels.title`).
 * Returns the same object, so the texts are used as before.
 */
export function defineLabels<T extends Record<string, Label>>(namespace: string, texts: T): T {
  for (const [name, label] of Object.entries(texts)) {
    const key = `${namespace}.${name}`;
    tagLabel(label, key);
    builtIns.set(key, { en: label.en, es: label.es });
  }
  return texts;
}

/** The label key of an i18next namespace: a remote's (`people`) is `mfe-people`; the kit's keep theirs. */
export function i18nLabelNamespace(namespace: string): string {
  return (DOMAINS as readonly string[]).includes(namespace) ? remoteLabelNamespace(namespace) : namespace;
}

/** Records the built-in texts of one i18next namespace; returns each text's key and path. */
export function recordI18nTexts(namespace: string, translations: Record<Language, Record<string, unknown>>): Map<string, string> {
  const paths = new Map<string, string>();
  const prefix = i18nLabelNamespace(namespace);
  const walk = (language: Language, value: unknown, path: string) => {
    if (typeof value === 'string') {
      const key = `${prefix}.${path}`;
      const known = builtIns.get(key) ?? { en: '', es: '' };
      builtIns.set(key, { ...known, [language]: value });
      paths.set(key, path);
    } else if (value && typeof value === 'object') {
      for (const [name, inner] of Object.entries(value)) walk(language, inner, path ? `${path}.${name}` : name);
    }
  };
  for (const language of ['en', 'es'] as const) walk(language, translations[language], '');
  return paths;
}

/** The override of one label in one language, if an administrator set one. */
export function overrideText(key: string, language: Language): string | undefined {
  return overrides.get(key)?.[language] ?? undefined;
}

/** A label in a language: the override when there is one, else the built-in text. */
export function resolveLabel(label: Label & { key?: string }, language: Language): string {
  // A label from JSON (a remote's manifest) names its key as a property: the tag does not survive.
  const key = labelKeyOf(label) ?? (typeof label.key === 'string' ? label.key : undefined);
  const overridden = key ? overrideText(key, language) : undefined;
  return overridden ?? (label[language] || label.en);
}

/** Replaces the overrides with the stored ones; tells the listeners which keys changed. */
export function setLabelOverrides(list: readonly LabelOverride[]): ReadonlySet<string> {
  const next = new Map(list.map((o) => [o.key, o]));
  const changed = new Set<string>();
  for (const key of new Set([...overrides.keys(), ...next.keys()])) {
    const before = overrides.get(key);
    const after = next.get(key);
    if (before?.en !== after?.en || before?.es !== after?.es) changed.add(key);
  }
  overrides = next;
  if (changed.size) for (const listener of listeners) listener(changed);
  return changed;
}

export function currentLabelOverrides(): LabelOverride[] {
  return [...overrides.values()];
}

/** Called with the keys whose text changed each time overrides are applied. */
export function onLabelOverrides(listener: (changed: ReadonlySet<string>) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The built-in texts this console knows (the kit, the shell, every remote loaded so far). */
export function labelCatalogue(): LabelCatalogueEntry[] {
  return [...builtIns].map(([key, label]) => ({ key, en: label.en, es: label.es }));
}
