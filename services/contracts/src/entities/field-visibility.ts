import type { Role } from '../auth/roles';
import type { EntityDef, FieldDef, Label } from './define';

/**
 * Who reads and writes each field of a record (ADR 0037), declared on the field and applied by
 * the platform to every path that shows or takes a record: answers, lists, history, pushed
 * changes, exports, mails, the kit's forms and views, and writes.
 *
 * Management (administrators, parent orgs, property managers, editors) reads and writes every
 * field of a record it may read. The roles below work from a part of the record only: a field
 * that declares `readers` is read by the listed ones among them and by nobody else of them.
 */
export const FIELD_RESTRICTED_ROLES: readonly Role[] = ['staff', 'resident', 'vendor'];

/** What the platform needs of a caller to decide a field: roles, and who they are. */
export interface FieldReader {
  roles: readonly Role[];
  userId?: string | undefined;
}

/** Whether every role of the caller is restricted (one management role reads everything). */
function restricted(roles: readonly Role[]): boolean {
  return roles.length > 0 && roles.every((r) => FIELD_RESTRICTED_ROLES.includes(r));
}

/** The restricted roles that read `field`, `undefined` when nothing restricts it. */
export function readersOf(field: FieldDef): readonly Role[] | undefined {
  if (field.readers) return field.readers;
  // `internal` is the older word for "staff only" (ADR 0036), kept as its shorthand.
  return field.internal ? ['staff'] : undefined;
}

/** The restricted roles that write `field`: declared, else its readers, else everyone. */
export function writersOf(field: FieldDef): readonly Role[] | undefined {
  return field.writers ?? readersOf(field);
}

/** Whether a caller reads `field` of `record` (without a record: whether they read it on every record). */
export function readsField(field: FieldDef, caller: FieldReader, record?: Record<string, unknown>): boolean {
  const readers = readersOf(field);
  if (!readers || !restricted(caller.roles)) return true;
  if (caller.roles.some((r) => readers.includes(r))) return true;
  // A person reads what they gave about themselves (a reporter their own phone number).
  if (field.alsoReadBy && record && caller.userId) {
    const owner = record[field.alsoReadBy];
    return Array.isArray(owner) ? owner.includes(caller.userId) : owner === caller.userId;
  }
  return false;
}

/** Whether a caller may write `field`. */
export function writesField(field: FieldDef, caller: Pick<FieldReader, 'roles'>): boolean {
  const writers = writersOf(field);
  return !writers || !restricted(caller.roles) || caller.roles.some((r) => writers.includes(r));
}

/** Fields of `def` the caller does not read on `record` (or on records in general). */
export function fieldsHiddenFrom(def: Pick<EntityDef, 'fields'>, caller: FieldReader, record?: Record<string, unknown>): string[] {
  return Object.entries(def.fields)
    .filter(([, f]) => !readsField(f, caller, record))
    .map(([name]) => name);
}

/** Fields of `def` the caller may not write. */
export function fieldsNotWritableBy(def: Pick<EntityDef, 'fields'>, caller: Pick<FieldReader, 'roles'>): string[] {
  return Object.entries(def.fields)
    .filter(([, f]) => !writesField(f, caller))
    .map(([name]) => name);
}

/** `record` as the caller may read it: the fields they do not read left out. */
export function visibleFieldsOf<T extends Record<string, unknown>>(def: Pick<EntityDef, 'fields'>, caller: FieldReader, record: T): T {
  const hidden = fieldsHiddenFrom(def, caller, record);
  if (hidden.length === 0) return record;
  const out = { ...record };
  for (const field of hidden) delete out[field];
  return out;
}

/** The refusal of a field the caller may not write: "You may not set Resolution". */
export function mayNotSetMessage(label: Label): string {
  return `You may not set ${label.en}`;
}

/** Whether a written value amounts to "nothing" (a form's empty input): not a write of the field. */
export function isEmptyWrite(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * Who hears an action's reason (ADR 0037): `everyone` who reads the record, or only the listed
 * restricted roles besides management (a dispatch note for the vendor, a decline for managers).
 */
export type ReasonAudience = 'everyone' | readonly Role[];

/** Whether a caller reads a reason written for `audience`. */
export function readsReason(audience: ReasonAudience | undefined, caller: Pick<FieldReader, 'roles'>): boolean {
  if (!audience || audience === 'everyone' || !restricted(caller.roles)) return true;
  return caller.roles.some((r) => audience.includes(r));
}
