import { entityByName, permissionSlug, type DomainEvent } from '@portico/contracts';
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
  const [, entityName, action] = event.subject.split('.');
  const def = entityName ? entityByName(entityName) : undefined;
  if (!def || !action) return undefined;
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
