import type { EntityDef, FieldDef, Label } from './define';

/**
 * The columns of an entity's generic list, worked out once here so the screen and the catalogue
 * test agree on them (issue 18): its listed fields, the property a record belongs to, the
 * record's own status (active/archived) and the row actions.
 */
export interface ListColumn {
  /** A field key, or `propertyId`, `status`, `actions` for the columns the kit adds. */
  key: string;
  label: Label;
  /** The field the cell shows (the property column's is a reference to the property). */
  field?: FieldDef;
  kind: 'field' | 'property' | 'status' | 'actions';
}

export interface ListColumnOptions {
  /** Fields the caller does not read (ADR 0037): never a column. */
  hidden?: Iterable<string>;
  /** Filters the screen always applies: a field fixed to one value is the same on every row. */
  fixedFilters?: Readonly<Record<string, unknown>>;
  /** The caller reaches one property only: its name on every row would say nothing. */
  singleProperty?: boolean;
  /** Whether the record status column shows (the list shows active and archived records alike). */
  recordStatus?: boolean;
  /** Whether the row actions column shows (the caller may do something with a row). */
  actions?: boolean;
  /** The fields a screen chose to show, in its order (default: the entity's listed fields). */
  fields?: readonly string[];
}

/** A property-owned record's property, shown by name (the service names it in `_refLabels`). */
export const PROPERTY_COLUMN: FieldDef = { kind: 'ref', ref: 'property', label: { en: 'Property', es: 'Propiedad' }, list: true };

const STATUS_LABEL: Label = { en: 'Status', es: 'Estado' };
/** The record status column's title where the entity's own workflow already says "Status". */
const RECORD_STATUS_LABEL: Label = { en: 'Record', es: 'Registro' };
const ACTIONS_LABEL: Label = { en: 'Actions', es: 'Acciones' };

const same = (a: Label, b: Label) =>
  a.en.trim().toLowerCase() === b.en.trim().toLowerCase() || a.es.trim().toLowerCase() === b.es.trim().toLowerCase();

/** The record status column's title: "Status", unless a field of the entity is titled so. */
export function recordStatusLabel(def: Pick<EntityDef, 'fields'>): Label {
  return Object.values(def.fields).some((f) => same(f.label, STATUS_LABEL)) ? RECORD_STATUS_LABEL : STATUS_LABEL;
}

/**
 * Whether the list shows the property beside each record: the entity belongs to a property
 * (tenancy), does not name one itself, and the list is not narrowed to one property.
 */
export function showsPropertyColumn(
  def: Pick<EntityDef, 'tenancy' | 'fields'>,
  options: Pick<ListColumnOptions, 'fixedFilters' | 'singleProperty'> = {},
): boolean {
  if (def.tenancy !== 'property' || options.singleProperty) return false;
  if (options.fixedFilters?.propertyId) return false;
  return !('propertyId' in def.fields) && !Object.values(def.fields).some((f) => f.kind === 'ref' && f.ref === 'property' && f.list);
}

export function listColumnsOf(def: EntityDef, options: ListColumnOptions = {}): ListColumn[] {
  const hidden = new Set(options.hidden ?? []);
  const fixed = options.fixedFilters ?? {};
  const chosen = options.fields
    ? options.fields.flatMap((key): [string, FieldDef][] => (def.fields[key] ? [[key, def.fields[key]]] : []))
    : Object.entries(def.fields).filter(([, f]) => f.list);
  const columns: ListColumn[] = chosen
    .filter(([key, f]) => !f.secret && !hidden.has(key) && !(key in fixed))
    .map(([key, field]) => ({ key, label: field.label, field, kind: 'field' }));
  if (showsPropertyColumn(def, options)) {
    // Beside what names the record (three units 101 in three properties), else first.
    const at = columns.findIndex((c) => c.key === def.displayField) + 1;
    columns.splice(at, 0, { key: 'propertyId', label: PROPERTY_COLUMN.label, field: PROPERTY_COLUMN, kind: 'property' });
  }
  if (options.recordStatus ?? true) columns.push({ key: 'status', label: recordStatusLabel(def), kind: 'status' });
  if (options.actions ?? true) columns.push({ key: 'actions', label: ACTIONS_LABEL, kind: 'actions' });
  return columns;
}

export interface RelatedColumnOptions extends Pick<ListColumnOptions, 'hidden' | 'singleProperty' | 'fields'> {
  /** The child's field naming the parent the list hangs off (`unitId`): the same on every row. */
  through?: string;
  /** The parent entity: one that belongs to a property (or is one) holds every row to it. */
  parent?: Pick<EntityDef, 'name' | 'tenancy'>;
  /** More exact-match filters the related list always applies. */
  filters?: Readonly<Record<string, unknown>>;
}

/**
 * The columns of a related list (a property's units, an order's threads): the generic list's
 * (`listColumnsOf`, so the same titles and the same property column), minus the column of the
 * parent it is related through and of what its filters fix, without the record status (it shows
 * active records only) or row actions (the display field links to the record).
 */
export function relatedColumnsOf(def: EntityDef, options: RelatedColumnOptions = {}): ListColumn[] {
  const parentHoldsProperty = options.parent?.tenancy === 'property' || options.parent?.name === 'property';
  return listColumnsOf(def, {
    hidden: options.hidden,
    fields: options.fields,
    fixedFilters: { ...options.filters, ...(options.through ? { [options.through]: true } : {}) },
    singleProperty: options.singleProperty || parentHoldsProperty,
    recordStatus: false,
    actions: false,
  });
}

/** Titles shown twice among these columns, in either language: a list must have none. */
export function duplicateColumnTitles(columns: readonly ListColumn[]): string[] {
  const out: string[] = [];
  for (const language of ['en', 'es'] as const) {
    const seen = new Set<string>();
    for (const c of columns) {
      const title = c.label[language].trim().toLowerCase();
      if (seen.has(title)) out.push(`${language}: ${c.label[language]}`);
      seen.add(title);
    }
  }
  return out;
}
