import { RESERVED_ENTITY_NAMES, type Domain } from '../messaging/subjects';
import type { Role } from '../auth/roles';
import { entityLabelKeys, keyedFields, tagLabel } from './label-keys';

/**
 * The resource kit's single source of truth. One `EntityDef` per entity drives its table,
 * zod schemas, NATS subjects, REST routes, permission slugs, labels and generic screens.
 */
export interface Label {
  en: string;
  es: string;
}

export type FieldKind =
  | 'text'
  | 'longText'
  | 'email'
  | 'phone'
  | 'integer'
  | 'decimal'
  | 'money'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'color'
  | 'ref'
  /** Several ids of one entity (a user's properties). */
  | 'refList'
  /** Several short texts (a user type's permission slugs). */
  | 'textList';

export interface FieldDef {
  kind: FieldKind;
  label: Label;
  /** Required on create. A string is the spec's own message; `true` uses the generic one. */
  required?: boolean | string;
  max?: number;
  min?: number;
  /** Allowed values for `enum`, with labels. */
  options?: readonly { value: string; label: Label }[];
  /** `money`: ISO 4217 currency of the amounts (stored as its minor units); default USD. */
  currency?: string;
  /** Entity name a `ref` points to. */
  ref?: string;
  /** Shown as a list column. */
  list?: boolean;
  sortable?: boolean;
  /** Included in free-text search. */
  searchable?: boolean;
  /** Offered as an exact-match list filter. */
  filterable?: boolean;
  /**
   * `date`/`datetime` only: the list accepts `<field>From` and `<field>To` (inclusive bounds),
   * for calendars and date pickers.
   */
  range?: boolean;
  /** Set at creation, never changed by update. */
  immutable?: boolean;
  /** Kept by the service (an invitation's state, a decision date): shown, never written by callers. */
  readOnly?: boolean;
  /** Kept out of responses and lists (secrets). */
  secret?: boolean;
  /**
   * Staff-only (a reservation's internal comments): shorthand for `readers: ['staff']`.
   */
  internal?: boolean;
  /**
   * Which of the restricted roles (staff, resident, vendor; see `field-visibility.ts`) read this
   * field; management always does. Absent: everyone who reads the record. The field is left out
   * of answers, lists, history, pushed changes, exports, mails and the kit's screens for others.
   */
  readers?: readonly Role[];
  /** Which restricted roles may write it (default: its readers); others are refused with a 422. */
  writers?: readonly Role[];
  /** A ref field naming a user who reads this field too (a reporter reads their own phone number). */
  alsoReadBy?: string;
  /**
   * `ref` only: its choices hang off what another ref field of the record names (a sub location
   * is a child of the order's location): the picker lists the target's records whose `by` field
   * equals the record's `field`, and waits for `field` to be chosen first.
   */
  within?: { field: string; by: string };
  /**
   * `text` only: the id of one of the record's own image attachments (a parcel's drawn signature),
   * shown as that image, never as the id.
   */
  attachmentImage?: true;
  /**
   * No two records may share this value (case-insensitive for text). `true`: within the record's
   * tenant — its property for property-owned entities (a unit number), its parent org for
   * org-owned ones, the whole table for global ones. `'global'`: across every tenant, for values
   * that name one thing product-wide (a sign-in email, a public property code).
   */
  unique?: true | 'global';
}

/**
 * Who owns a row. `org`: carries parent_org_id; `property`: carries parent_org_id and
 * property_id; `none`: the tenant itself (parent organizations: a tenant user sees only
 * their own); `global`: shared catalogue every tenant reads (modules, permissions, roles).
 */
export type Tenancy = 'none' | 'global' | 'org' | 'property';

/** Whether the entity offers this generic action at all (see `closedActions`). */
export function offers(def: Pick<EntityDef, 'closedActions'>, action: 'create' | 'update' | 'archive' | 'restore' | 'delete'): boolean {
  return !def.closedActions?.includes(action);
}

/** Whether rows carry a parent_org_id column. */
export function hasOrgColumn(def: Pick<EntityDef, 'tenancy'>): boolean {
  return def.tenancy === 'org' || def.tenancy === 'property';
}

export interface EntityDef {
  /**
   * The wire name, camelCase singular: NATS subjects (`people.property.list`, events), the
   * `ref` of fields pointing here, stored entity columns (attachments, imports), API schema
   * names. Never renamed once shipped; the exported constant and its file say what the thing is
   * where an older wire name does not (`invoice` is the entity `billing`, ADR 0069).
   */
  name: string;
  domain: Domain;
  /**
   * URL base and permission module, always explicit, never derived from `name`: `properties` →
   * `/properties/list`, `/api/v1/properties`, `properties-list`. The spec fixes many of them
   * (`/maintenance-type/list` for maintenance categories, `/billings/list` for invoices).
   */
  module: string;
  /**
   * What each tenant role may do with this entity by default (platform roles hold every slug):
   * the seed of the editable access data, declared here so a new entity needs no central edit.
   */
  grants: Partial<Record<Role, readonly ('list' | 'read' | 'create' | 'update' | 'import')[]>>;
  /** Table name (snake_case plural) inside the domain's schema: a wire name too (migrations). */
  table: string;
  title: Label;
  titlePlural: Label;
  tenancy: Tenancy;
  /**
   * The record this one hangs off, through one of its ref fields (or `propertyId`). On create
   * the service loads the parent within the caller's scope and copies its tenant ids, so a
   * unit lands in its property's org and a pet in its unit's property.
   */
  parent?: { entity: string; field: string };
  /** Org-owned, but platform records (e.g. administrators) may have no parent org. */
  orgOptional?: boolean;
  /**
   * Generic writes this entity does not offer: its records come from a flow of their own
   * (join requests from the public sign-up) or from the service only (the audit log).
   */
  closedActions?: readonly ('create' | 'update' | 'archive' | 'restore' | 'delete')[];
  /**
   * Field naming the user a record belongs to: residents and vendors see only their own. A map
   * names it per narrowed role (a work order belongs to a vendor through `vendorUserId`, while a
   * resident is narrowed by unit alone).
   */
  ownerField?: string | Partial<Record<Role, string>>;
  /**
   * A `refList` of users who alone see the record, whatever their role — platform operators
   * included (a private conversation: its participants, not every manager of the org).
   */
  privateTo?: string;
  /** This entity's id is itself a scope key: a property id or a unit id in the token. */
  scopeKey?: 'property' | 'unit';
  /**
   * Settings or a reference list the rest of the product reads (types, categories, settings).
   * Those who only read it meet it through the records that use it (a form's choices, a
   * filter): its menu entry shows to those who may change it.
   */
  configuration?: true;
  fields: Record<string, FieldDef>;
  /**
   * Values a valid record needs beyond what its field kinds imply (a vendor whose documents are
   * current, a stock movement with a positive quantity): the base of generated test and bench
   * records, so domain rules do not need a hand-written fixture per entity.
   */
  example?: Record<string, unknown>;
  /** Field shown as the record's name in breadcrumbs and pickers. */
  displayField: string;
  defaultSort: { field: string; direction: 'asc' | 'desc' };
  /** Files may be attached to a record (ADR 0022); entities without it have no attachment routes. */
  attachments?: AttachmentsDef;
  /**
   * Narrowed roles that see only records whose enum or boolean `field` holds one of these values
   * (a resident reads published bulletins, never drafts; a document only once `shared` is true):
   * applied with the rest of the scope, so lists, reads, actions, history and push all agree
   * (ADR 0032). Other roles are not narrowed by it.
   */
  visibleStates?: { field: string; roles: Partial<Record<Role, readonly VisibleValue[]>> };
  /** The 404 message of a missing record, where the spec words it (default: "Data record with id {id} not found"). */
  notFound?: string;
}

export type VisibleValue = string | boolean;

/** The values of `def.visibleStates.field` a caller with these roles is limited to, if any. */
export function visibleStatesFor(
  def: Pick<EntityDef, 'visibleStates'>,
  roles: readonly Role[],
  narrowed: readonly Role[],
): readonly VisibleValue[] | undefined {
  if (!def.visibleStates) return undefined;
  const held = roles.filter((r) => narrowed.includes(r) && def.visibleStates!.roles[r]);
  if (held.length === 0) return undefined;
  return [...new Set(held.flatMap((r) => def.visibleStates!.roles[r]!))];
}

/** What an attachment may be; the platform's file policy sniffs the bytes for each kind. */
export type AttachmentKind = 'image' | 'document';

export interface AttachmentsDef {
  /** `image`: JPEG, PNG, GIF, WebP. `document`: PDF, office files, plain text. */
  kinds: readonly AttachmentKind[];
  /** Largest file, in bytes (default: 10 MB for images only, else 25 MB; never above 25 MB). */
  maxBytes?: number;
  /** Most files on one record (default 20). */
  maxFiles?: number;
  label?: Label;
  /**
   * Which slug adding a file needs: `update` (default), or `create` where whoever may raise a
   * record may also add photos to it (a resident's work order). Removing always needs `update`.
   */
  addWith?: 'update' | 'create';
}

/** List query parameters and platform columns: a field with one of these names would shadow it. */
const RESERVED_FIELD_NAMES = new Set([
  'cursor',
  'limit',
  'sort',
  'direction',
  'q',
  'status',
  'id',
  'version',
  'createdAt',
  'updatedAt',
  'createdBy',
  'updatedBy',
  'parentOrgId',
  'propertyId',
  // Read many by id, and the creation-date range every list accepts.
  'ids',
  'createdFrom',
  'createdTo',
]);

/** The list parameters a range field adds: `<field>From`, `<field>To`. */
export function rangeParamsOf(key: string): [from: string, to: string] {
  return [`${key}From`, `${key}To`];
}

/** Declares an entity; the type parameter checks displayField/defaultSort name real fields. */
export function defineEntity<const F extends Record<string, FieldDef>>(
  def: Omit<EntityDef, 'fields' | 'displayField' | 'defaultSort'> & {
    fields: F;
    displayField: keyof F & string;
    defaultSort: { field: (keyof F & string) | 'createdAt'; direction: 'asc' | 'desc' };
  },
): EntityDef & { fields: F } {
  if (RESERVED_ENTITY_NAMES.has(def.name)) throw new Error(`${def.name}: name is reserved by a subject namespace (ADR 0087)`);
  if (!(def.displayField in def.fields)) throw new Error(`${def.name}: displayField not a field`);
  if (def.defaultSort.field !== 'createdAt' && !(def.defaultSort.field in def.fields))
    throw new Error(`${def.name}: defaultSort not a field`);
  for (const [key, field] of Object.entries(def.fields)) {
    if (RESERVED_FIELD_NAMES.has(key)) throw new Error(`${def.name}.${key}: name is reserved (list parameter or system column)`);
    if (field.kind === 'enum' && !field.options?.length) throw new Error(`${def.name}.${key}: enum without options`);
    if (field.kind === 'ref' && !field.ref) throw new Error(`${def.name}.${key}: ref without target`);
    if (field.range) {
      if (field.kind !== 'date' && field.kind !== 'datetime') throw new Error(`${def.name}.${key}: range on a ${field.kind} field`);
      for (const param of rangeParamsOf(key))
        if (param in def.fields || RESERVED_FIELD_NAMES.has(param))
          throw new Error(`${def.name}.${key}: its range parameter ${param} collides with a field or list parameter`);
    }
  }
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.alsoReadBy && !(field.alsoReadBy in def.fields)) throw new Error(`${def.name}.${key}: alsoReadBy names no field`);
    if (field.attachmentImage && (field.kind !== 'text' || !def.attachments?.kinds.includes('image')))
      throw new Error(`${def.name}.${key}: attachmentImage needs a text field of an entity taking image attachments`);
    if (field.within) {
      const outer = (def.fields as Record<string, FieldDef>)[field.within.field];
      if (field.kind !== 'ref' || !outer || outer.kind !== 'ref')
        throw new Error(`${def.name}.${key}: within needs a ref field narrowed by another ref field`);
    }
  }
  if (def.visibleStates) {
    const field = (def.fields as Record<string, FieldDef>)[def.visibleStates.field];
    if (!field || (field.kind !== 'enum' && field.kind !== 'boolean'))
      throw new Error(`${def.name}: visibleStates.field is not an enum or boolean field`);
  }
  // Every label gets its catalogue key, so an administrator's override finds it (ADR 0070).
  return {
    ...def,
    title: tagLabel({ en: def.title.en, es: def.title.es }, entityLabelKeys.title(def.name)),
    titlePlural: tagLabel({ en: def.titlePlural.en, es: def.titlePlural.es }, entityLabelKeys.titlePlural(def.name)),
    fields: keyedFields(def.name, def.fields),
  };
}

/** Columns every row has, owned by the platform: never writable through the API. */
export const SYSTEM_FIELDS = ['id', 'status', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy', 'version'] as const;
export const TENANT_FIELDS = ['parentOrgId', 'propertyId'] as const;

export const RECORD_STATUSES = ['active', 'archived'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** The generic required-field message (spec, part 5: "This is a required field."). */
export const GENERIC_REQUIRED_MESSAGE = 'This is a required field.';

export function requiredMessage(field: FieldDef): string | undefined {
  if (!field.required) return undefined;
  return typeof field.required === 'string' ? field.required : GENERIC_REQUIRED_MESSAGE;
}

/**
 * The required message as a catalogue message (ADR 0077): English keeps the field's own spec
 * text ("Location Name is required"); other languages name the field by its label.
 */
export function requiredMessageRef(field: Pick<FieldDef, 'label' | 'required'>): {
  key: 'validation.required';
  params: { label: Label };
  en?: string;
} {
  return {
    key: 'validation.required',
    params: { label: field.label },
    ...(typeof field.required === 'string' ? { en: field.required } : {}),
  };
}

/** Column holding the property a row belongs to, used for property-scoped users. */
export function propertyColumnOf(def: EntityDef): 'id' | 'propertyId' | undefined {
  if (def.scopeKey === 'property') return 'id';
  return def.tenancy === 'property' ? 'propertyId' : undefined;
}

/** Column holding the unit a row belongs to, used for unit-scoped users (residents). */
export function unitColumnOf(def: EntityDef): 'id' | 'unitId' | undefined {
  if (def.scopeKey === 'unit') return 'id';
  return def.fields.unitId?.kind === 'ref' && def.fields.unitId.ref === 'unit' ? 'unitId' : undefined;
}

/**
 * Tenant columns a unique field's values are unique within (see `FieldDef.unique`); empty when
 * the field is unique across the whole table.
 */
export function uniqueScopeOf(def: Pick<EntityDef, 'tenancy'>, field: FieldDef): readonly ('parentOrgId' | 'propertyId')[] {
  if (!field.unique || field.unique === 'global') return [];
  if (def.tenancy === 'property') return ['propertyId'];
  if (def.tenancy === 'org') return ['parentOrgId'];
  return [];
}

export function tenantFieldsOf(def: EntityDef): readonly ('parentOrgId' | 'propertyId')[] {
  if (def.tenancy === 'org') return ['parentOrgId'];
  if (def.tenancy === 'property') return ['parentOrgId', 'propertyId'];
  return [];
}

/** The owner column that narrows a caller with these roles, if any (see `EntityDef.ownerField`). */
export function ownerFieldFor(def: Pick<EntityDef, 'ownerField'>, roles: readonly Role[], narrowed: readonly Role[]): string | undefined {
  if (!def.ownerField) return undefined;
  const held = roles.filter((r) => narrowed.includes(r));
  if (held.length === 0) return undefined;
  if (typeof def.ownerField === 'string') return def.ownerField;
  for (const role of held) if (def.ownerField[role]) return def.ownerField[role];
  return undefined;
}

/** Every field that can name a record's owner (one per narrowed role for the map form). */
export function ownerFieldsOf(def: Pick<EntityDef, 'ownerField'>): string[] {
  if (!def.ownerField) return [];
  return typeof def.ownerField === 'string' ? [def.ownerField] : [...new Set(Object.values(def.ownerField))];
}

/** Whether a record's `visibleStates` field holds one of the allowed values (an enum compared as text). */
export function holdsVisibleValue(allowed: readonly VisibleValue[], value: unknown): boolean {
  return allowed.some((v) => v === value || (typeof v === 'string' && v === String(value)));
}

/** Fields beyond the tenant ids that decide who sees a record (owners, participants, flags). */
export function audienceFieldsOf(def: Pick<EntityDef, 'ownerField' | 'privateTo' | 'visibleStates'>): string[] {
  return [
    ...new Set([...ownerFieldsOf(def), ...(def.privateTo ? [def.privateTo] : []), ...(def.visibleStates ? [def.visibleStates.field] : [])]),
  ];
}
