import {
  LABEL_OVERRIDES_MODULE,
  LABEL_OVERRIDE_EVENT,
  entityByName,
  parseEventSubject,
  permissionSlug,
  type DomainEvent,
} from '@portico/contracts';
import { recordInScope, type Principal } from '@portico/platform';

/** What a subscriber hears of a change: enough to refetch, nothing it could not read itself. */
export interface PushChange {
  module: string;
  entity: string;
  action: string;
  id: string;
  version: number | null;
}

/**
 * Whether, and what, a subscriber may hear of one domain event: only records it could list or
 * read through the API, within its scope (the same rule the services apply in SQL). The record's
 * fields never travel; the console refetches through the scoped API.
 */
export function changeFor(event: DomainEvent, principal: Principal): PushChange | undefined {
  if (event.subject === LABEL_OVERRIDE_EVENT) return labelChange(event);
  const parts = parseEventSubject(event.subject);
  const def = parts ? entityByName(parts.entity) : undefined;
  if (!def || !parts) return undefined;
  const action = parts.event;
  if (!principal.permissions.has(permissionSlug(def.module, 'list')) && !principal.permissions.has(permissionSlug(def.module, 'read')))
    return undefined;
  const record = event.data as Record<string, unknown> | null;
  if (!record || typeof record !== 'object' || typeof record.id !== 'string') return undefined;
  if (!recordInScope(def, record, principal)) return undefined;
  return {
    module: def.module,
    entity: def.name,
    action,
    id: record.id,
    version: typeof record.version === 'number' ? record.version : null,
  };
}

/**
 * A label override changed (ADR 0070): every signed-in console applies overrides, and anyone
 * signed in may read them, so every subscriber hears it. Only the label's key travels.
 */
function labelChange(event: DomainEvent): PushChange | undefined {
  const data = event.data as { id?: unknown; version?: unknown } | null;
  if (!data || typeof data.id !== 'string') return undefined;
  return {
    module: LABEL_OVERRIDES_MODULE,
    entity: 'labelOverride',
    action: 'updated',
    id: data.id,
    version: typeof data.version === 'number' ? data.version : null,
  };
}
