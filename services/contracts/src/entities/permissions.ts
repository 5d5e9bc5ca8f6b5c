import type { EntityDef } from './define';
import type { RequestAction } from '../messaging/subjects';

/** Permission actions (spec, part 2: list, read, update, create, import). */
export const PERMISSION_ACTIONS = ['list', 'read', 'create', 'update', 'import'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export function permissionSlug(module: string, action: PermissionAction): string {
  return `${module}-${action}`;
}

/**
 * Which permission a request action needs. Archive/restore/delete change a record, so they
 * need `update`; delete is further limited to archived records by the service.
 */
export const PERMISSION_FOR_ACTION: Record<RequestAction, PermissionAction> = {
  list: 'list',
  read: 'read',
  create: 'create',
  update: 'update',
  archive: 'update',
  restore: 'update',
  delete: 'update',
};

export function slugFor(def: Pick<EntityDef, 'module'>, action: RequestAction): string {
  return permissionSlug(def.module, PERMISSION_FOR_ACTION[action]);
}

export function allSlugsOf(def: Pick<EntityDef, 'module'>): string[] {
  return PERMISSION_ACTIONS.map((action) => permissionSlug(def.module, action));
}
