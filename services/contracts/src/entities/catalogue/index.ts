import type { EntityDef } from '../define';
import { actionEventSubject, actionSlug, type ActionDef } from '../actions';
import { allSlugsOf } from '../permissions';
import type { RouteDef } from '../routes';
import type { Domain } from '../../messaging/subjects';
import { definitionsIn, domainCatalogue, type DomainCatalogue } from '../domain-catalogue';
import { CATALOGUE_MODULES } from './modules.generated';

export * from './modules.generated';

const COMPILED = definitionsIn(CATALOGUE_MODULES);

/**
 * Every entity, found in the catalogue's files (one per entity, ADR 0019): gateway routes,
 * permission catalogue, default grants and i18n derive from it.
 */
export const ENTITIES: readonly EntityDef[] = COMPILED.entities;

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
export const ACTIONS: readonly ActionDef[] = COMPILED.actions;

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
export const ROUTES: readonly RouteDef[] = COMPILED.routes;

/** The custom routes one domain's service answers. */
export function routesOf(domain: Domain): RouteDef[] {
  return ROUTES.filter((r) => r.domain === domain);
}

/**
 * One domain's definitions as this build's whole catalogue holds them: for the gateway, tools and
 * tests. A domain's service takes its own from its entry instead (`domainCatalogue`, ADR 0061).
 */
export function compiledCatalogue(domain: Domain): DomainCatalogue {
  return domainCatalogue(domain, ...CATALOGUE_MODULES);
}
