import type { EntityDef } from '../define';
import { actionEventSubject, actionSlug, isActionDef, type ActionDef } from '../actions';
import { allSlugsOf } from '../permissions';
import { isRouteDef, type RouteDef } from '../routes';
import type { Domain } from '../../messaging/subjects';
import { CATALOGUE_MODULES } from './modules.generated';

export * from './modules.generated';
export { roleLabels } from './access/field-helpers';

/** Whether a catalogue export is an entity definition (as opposed to an action or a helper). */
export function isEntityDef(value: unknown): value is EntityDef {
  const v = value as Partial<EntityDef> | null;
  return typeof v === 'object' && v !== null && typeof v.name === 'string' && typeof v.module === 'string' && typeof v.fields === 'object';
}

/**
 * Every entity, found in the catalogue's files (one per entity, ADR 0019): gateway routes,
 * permission catalogue, default grants and i18n derive from it.
 */
export const ENTITIES: readonly EntityDef[] = CATALOGUE_MODULES.flatMap((m) => Object.values(m).filter(isEntityDef));

export function entityByName(name: string): EntityDef | undefined {
  return ENTITIES.find((e) => e.name === name);
}

export function entitiesOf(domain: Domain): EntityDef[] {
  return ENTITIES.filter((e) => e.domain === domain);
}

export function entityByModule(module: string): EntityDef | undefined {
  return ENTITIES.find((e) => e.module === module);
}

/** Every action (ADR 0020), found in the catalogue's files like the entities. */
export const ACTIONS: readonly ActionDef[] = CATALOGUE_MODULES.flatMap((m) => Object.values(m).filter(isActionDef));

/** The actions of one entity. */
export function actionsOf(entity: Pick<EntityDef, 'domain' | 'name'>): ActionDef[] {
  return ACTIONS.filter((a) => a.entity.domain === entity.domain && a.entity.name === entity.name);
}

/** Actions callers may request (REST route, NATS handler, permission slug): all but the internal ones. */
export function requestableActionsOf(entity: Pick<EntityDef, 'domain' | 'name'>): ActionDef[] {
  return actionsOf(entity).filter((a) => !a.internal);
}

/** Every permission slug of an entity: the generic five, then one per requestable action. */
export function slugsOf(entity: EntityDef): string[] {
  return [...allSlugsOf(entity), ...requestableActionsOf(entity).map(actionSlug)];
}

/** Exact event subjects of one domain's actions: bound by its stream beside the generic ones. */
export function actionEventSubjects(domain: Domain): string[] {
  return [...new Set(ACTIONS.filter((a) => a.entity.domain === domain).map(actionEventSubject))];
}

/**
 * Every custom route (ADR 0045), found in the catalogue's files like entities and actions (a
 * file may export one declaration or a list of them): gateway routes, OpenAPI and the
 * generated suites derive from these.
 */
export const ROUTES: readonly RouteDef[] = CATALOGUE_MODULES.flatMap((m) =>
  Object.values(m).flatMap((v) => (Array.isArray(v) ? v.filter(isRouteDef) : isRouteDef(v) ? [v] : [])),
);

/** The custom routes one domain's service answers. */
export function routesOf(domain: Domain): RouteDef[] {
  return ROUTES.filter((r) => r.domain === domain);
}
