import type { ActionDef } from './actions';
import type { EntityDef, Label } from './define';
import { entityLabelKeys } from './label-keys';

/**
 * The label catalogue (ADR 0070): every text of the console a person reads has a stable key,
 * its built-in English and Spanish, and may carry an administrator's override.
 *
 * - Entity labels: `entity.<entity>.title`, `.titlePlural`, `.field.<field>`,
 *   `.field.<field>.option.<value>`, `.action.<action>` — keyed by the definitions themselves.
 * - Console texts: `<namespace>.<name>`: the kit's namespaces (`common`, `ui`, `attachments`,
 *   `shell`) and one per remote (`mfe-<domain>.<area>.<name>`), keyed where the texts are declared.
 *
 * The key travels on the label object as a non-enumerable, registry-wide symbol, so the shell
 * SDK finds it whichever bundle's copy of the contracts made the object, and JSON (manifests,
 * answers) never carries it.
 */
export { LABEL_KEY, entityLabelKeys, keyedFields, labelKeyOf, tagLabel } from './label-keys';

/** Every label of a domain's entities and actions, by key (what its manifest publishes). */
export function catalogueLabels(catalogue: { entities: readonly EntityDef[]; actions: readonly ActionDef[] }): Record<string, Label> {
  const labels: Record<string, Label> = {};
  const put = (key: string, label: Label | undefined) => {
    if (label) labels[key] = { en: label.en, es: label.es };
  };
  for (const def of catalogue.entities) {
    put(entityLabelKeys.title(def.name), def.title);
    put(entityLabelKeys.titlePlural(def.name), def.titlePlural);
    for (const [name, field] of Object.entries(def.fields)) {
      put(entityLabelKeys.field(def.name, name), field.label);
      for (const option of field.options ?? []) put(entityLabelKeys.option(def.name, name, option.value), option.label);
    }
  }
  for (const action of catalogue.actions) if (!action.internal) put(entityLabelKeys.action(action.entity.name, action.name), action.label);
  return labels;
}

/** Namespaces of the shell and its kit: their texts ship with every console. */
export const KIT_LABEL_NAMESPACES = ['common', 'ui', 'attachments', 'shell'] as const;

/** The namespace of a remote's texts: `mfe-<domain>` (its i18next namespace is the domain's name). */
export function remoteLabelNamespace(domain: string): string {
  return `mfe-${domain}`;
}

/** A label key: lower-case namespace, then dot-separated names (camelCase, digits, dashes). */
export const LABEL_KEY_PATTERN = /^[a-z][a-z0-9-]*(\.[A-Za-z0-9][A-Za-z0-9_-]*){1,6}$/;
export const LABEL_KEY_MAX = 160;
/** An override is a label, not a paragraph: longer text breaks menus, buttons and columns. */
export const LABEL_TEXT_MAX = 300;

/** The subject a change of the overrides is published on (every console refetches them). */
export const LABEL_OVERRIDE_EVENT = 'people.labelOverride.updated';
/** The `module` of that change on the push stream. */
export const LABEL_OVERRIDES_MODULE = 'label-overrides';

export type LabelLanguage = 'en' | 'es';

/** An administrator's override of one label: a language left null shows the built-in text. */
export interface LabelOverride {
  key: string;
  en: string | null;
  es: string | null;
  updatedAt: string;
}

/** One label of the catalogue as the translation page lists it. */
export interface LabelCatalogueEntry {
  key: string;
  /** The built-in text. */
  en: string;
  es: string;
}
