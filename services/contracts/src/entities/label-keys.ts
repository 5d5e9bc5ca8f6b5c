/**
 * Label keys on the label objects themselves (ADR 0070; see ./labels.ts for the catalogue). No
 * import from the definitions: `defineEntity` and `defineAction` use these.
 */
interface Label {
  en: string;
  es: string;
}

interface KeyedField {
  label: Label;
  options?: readonly { value: string; label: Label }[];
}

export const LABEL_KEY: unique symbol = Symbol.for('portico.labelKey') as never;

type Keyed = Label & { [LABEL_KEY]?: string };

/** Marks a label with its catalogue key (once: a label keeps the first key it is given). */
export function tagLabel<T extends Label>(label: T, key: string): T {
  if (!(LABEL_KEY in label) && Object.isExtensible(label))
    Object.defineProperty(label, LABEL_KEY, { value: key, enumerable: false, writable: false, configurable: false });
  return label;
}

/** The catalogue key of a label, when it has one. */
export function labelKeyOf(label: unknown): string | undefined {
  if (typeof label !== 'object' || label === null) return undefined;
  return (label as Keyed)[LABEL_KEY];
}

export const entityLabelKeys = {
  title: (entity: string) => `entity.${entity}.title`,
  titlePlural: (entity: string) => `entity.${entity}.titlePlural`,
  field: (entity: string, field: string) => `entity.${entity}.field.${field}`,
  option: (entity: string, field: string, value: string) => `entity.${entity}.field.${field}.option.${value}`,
  action: (entity: string, action: string) => `entity.${entity}.action.${action}`,
};

function fresh(label: Label, key: string): Label {
  return tagLabel({ en: label.en, es: label.es }, key);
}

/**
 * An entity's fields with their labels (and option labels) keyed. Fields and option lists are
 * often shared constants (`notesField`, a states list): each entity gets its own copies, so
 * overriding one entity's "Notes" does not rename every entity's.
 */
export function keyedFields<F extends Record<string, KeyedField>>(entity: string, fields: F): F {
  const out: Record<string, KeyedField> = {};
  for (const [name, field] of Object.entries(fields)) {
    out[name] = {
      ...field,
      label: fresh(field.label, entityLabelKeys.field(entity, name)),
      ...(field.options
        ? {
            options: field.options.map((o) => ({ ...o, label: fresh(o.label, entityLabelKeys.option(entity, name, o.value)) })),
          }
        : {}),
    };
  }
  return out as F;
}
