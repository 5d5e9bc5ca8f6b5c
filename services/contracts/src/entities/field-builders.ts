import type { FieldDef, FieldKind, Label } from './define';

/**
 * Field declarations in one line each: `text('Pet Name', 'Nombre de la mascota', { max: 80 })`
 * is `{ kind: 'text', label: { en: 'Pet Name', es: 'Nombre de la mascota' }, max: 80 }`. The
 * entity file stays the one place that says what a field is; these only spell it shorter, so a
 * definition reads as a list of its fields. Fields several entities declare alike (a unit
 * reference, a status, notes) have a named builder below, so their words live in one place.
 */

/** Everything a field declares besides its kind and label (required, max, list, readers…). */
export type FieldTraits = Omit<FieldDef, 'kind' | 'label' | 'options' | 'ref'>;
export type EnumOptions = NonNullable<FieldDef['options']>;

const label = (en: string, es: string): Label => ({ en, es });
const kindOf =
  (kind: FieldKind) =>
  (en: string, es: string, traits: FieldTraits = {}): FieldDef => ({ kind, label: label(en, es), ...traits });

export const text = kindOf('text');
export const longText = kindOf('longText');
export const email = kindOf('email');
export const phone = kindOf('phone');
export const integer = kindOf('integer');
export const decimal = kindOf('decimal');
export const money = kindOf('money');
export const flag = kindOf('boolean');
export const date = kindOf('date');
export const datetime = kindOf('datetime');
export const color = kindOf('color');
export const textList = kindOf('textList');

/** An `enum` field: one of `options`. */
export function choice(en: string, es: string, options: EnumOptions, traits: FieldTraits = {}): FieldDef {
  return { kind: 'enum', label: label(en, es), options, ...traits };
}

/** A `ref` field: the id of one record of the `target` entity. */
export function ref(target: string, en: string, es: string, traits: FieldTraits = {}): FieldDef {
  return { kind: 'ref', ref: target, label: label(en, es), ...traits };
}

/** A `refList` field: ids of several records of the `target` entity. */
export function refList(target: string, en: string, es: string, traits: FieldTraits = {}): FieldDef {
  return { kind: 'refList', ref: target, label: label(en, es), ...traits };
}

/** A list column people sort and search by: a record's name, title or number. */
export const NAME_COLUMN = { list: true, sortable: true, searchable: true } as const;

/** The unit a record belongs to, listed and filtered by (residents are narrowed to their unit by it). */
export const unitRef = (traits: FieldTraits = {}) => ref('unit', 'Unit', 'Unidad', { list: true, filterable: true, ...traits });

/** A record's unit when it is required at creation and never moved (a pet's, a parcel's). */
export const OWNING_UNIT = { required: 'The Unit field is required', immutable: true } as const;

/** The unit copied from the record this one hangs off, so a resident's unit scope reaches it too. */
export const copiedUnitRef = () => ref('unit', 'Unit', 'Unidad', { readOnly: true });

/** The vendor's account copied onto a record, so a vendor is narrowed to their own. */
export const vendorAccountRef = (traits: FieldTraits = {}) =>
  ref('user', 'Vendor Account', 'Cuenta del proveedor', { readOnly: true, ...traits });

/** A lifecycle's state: moved by the entity's actions only. */
export const statusField = (options: EnumOptions, traits: FieldTraits = {}) =>
  choice('Status', 'Estado', options, { readOnly: true, list: true, filterable: true, ...traits });

export const notesField = (max: number, traits: FieldTraits = {}) => longText('Notes', 'Notas', { max, ...traits });

export const descriptionField = (max: number, traits: FieldTraits = {}) => longText('Description', 'Descripción', { max, ...traits });

export const emailField = (traits: FieldTraits = {}) => email('Email', 'Correo electrónico', traits);

export const phoneField = (traits: FieldTraits = {}) => phone('Phone', 'Teléfono', { max: 32, ...traits });

/** When something starts and ends (a `date` or a `datetime`), required with the spec's messages. */
const dateOrTime = (kind: 'date' | 'datetime') => (kind === 'date' ? date : datetime);
export const startField = (kind: 'date' | 'datetime', traits: FieldTraits = {}) =>
  dateOrTime(kind)('Start Date', 'Fecha de inicio', { required: 'The Start Date field is required', ...traits });
export const endField = (kind: 'date' | 'datetime', traits: FieldTraits = {}) =>
  dateOrTime(kind)('End Date', 'Fecha de fin', { required: 'The End Date field is required', ...traits });
