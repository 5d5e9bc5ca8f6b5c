import {
  PorticoError,
  fieldsHiddenFrom,
  isEmptyWrite,
  mayNotSetMessage,
  readsField,
  visibleFieldsOf,
  writesField,
  type EntityDef,
  type FieldError,
} from '@portico/contracts';
import type { Principal } from '../auth/principal';

/**
 * The platform's side of per-field visibility (ADR 0037): one place that cuts a record down to
 * what its reader reads and refuses writes of fields the writer may not set. Every path that
 * shows a record (answers, lists, history, push, exports, mails) goes through `recordFor`.
 */

/** `record` as `principal` may read it. */
export function recordFor<T extends Record<string, unknown>>(def: Pick<EntityDef, 'fields'>, principal: Principal, record: T): T {
  return visibleFieldsOf(def, principal, record);
}

/** Fields `principal` reads on no record of `def` (search, filters and sorts must not use them). */
export function unreadableFields(def: Pick<EntityDef, 'fields'>, principal: Principal): Set<string> {
  // Without a record, a field read only through `alsoReadBy` counts as unreadable: a search on it
  // would tell the caller about other people's values.
  return new Set(fieldsHiddenFrom(def, principal));
}

/**
 * Refuses (422, one error per field) a body that sets a field `principal` may not write. On
 * update, a value equal to the current one is no change and passes (a form sending back what it
 * showed); an empty value on create sets nothing.
 */
export function refuseUnwritable(
  def: Pick<EntityDef, 'fields'>,
  principal: Principal,
  body: unknown,
  current?: Record<string, unknown>,
): void {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const errors: FieldError[] = [];
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const field = def.fields[key];
    if (!field || writesField(field, principal)) continue;
    // Sending back a value one reads is no change; for a value one may not read, "no change"
    // would tell whether a guess was right, so any mention of it is refused.
    const unchanged = current ? readsField(field, principal, current) && sameValue(current[key], value) : isEmptyWrite(value);
    if (unchanged) continue;
    errors.push({ path: key, message: mayNotSetMessage(field.label) });
  }
  if (errors.length > 0) throw PorticoError.validation(errors);
}

function sameValue(stored: unknown, sent: unknown): boolean {
  if (isEmptyWrite(stored) && isEmptyWrite(sent)) return true;
  if (stored instanceof Date) return typeof sent === 'string' && new Date(sent).getTime() === stored.getTime();
  return JSON.stringify(stored) === JSON.stringify(sent) || String(stored) === String(sent);
}
