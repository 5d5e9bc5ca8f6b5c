import type { Domain } from '../messaging/subjects';
import { PLATFORM_ROLES, ROLES, type Role } from '../auth/roles';
import { actionEventSubject, actionSlug, isActionDef, type ActionDef } from './actions';
import type { EntityDef } from './define';
import { allSlugsOf, permissionSlug } from './permissions';
import { isRouteDef, type RouteDef } from './routes';

/**
 * One domain's definitions (ADR 0061): what its service serves and publishes in its manifest.
 * A service builds it from its own contracts entry (`@portico/contracts/<domain>`), so a release
 * that adds an entity carries it without the rest of the catalogue being rebuilt.
 */
export interface DomainCatalogue {
  domain: Domain;
  entities: readonly EntityDef[];
  actions: readonly ActionDef[];
  routes: readonly RouteDef[];
}

/** Whether a catalogue export is an entity definition (as opposed to an action or a helper). */
export function isEntityDef(value: unknown): value is EntityDef {
  const v = value as Partial<EntityDef> | null;
  return typeof v === 'object' && v !== null && typeof v.name === 'string' && typeof v.module === 'string' && typeof v.fields === 'object';
}

/** The definitions among modules' exports (a file may export one declaration or a list of routes). */
export function definitionsIn(modules: readonly object[]): Omit<DomainCatalogue, 'domain'> {
  const values = modules.flatMap((m) => Object.values(m) as unknown[]);
  return {
    entities: values.filter(isEntityDef),
    actions: values.filter(isActionDef),
    routes: values.flatMap((v) => (Array.isArray(v) ? v.filter(isRouteDef) : isRouteDef(v) ? [v] : [])),
  };
}

/** A domain's catalogue from its entry's exports: `domainCatalogue('maintenance', await import('@portico/contracts/maintenance'))`. */
export function domainCatalogue(domain: Domain, ...modules: object[]): DomainCatalogue {
  const found = definitionsIn(modules);
  return {
    domain,
    entities: found.entities.filter((e) => e.domain === domain),
    actions: found.actions.filter((a) => a.entity.domain === domain),
    routes: found.routes.filter((r) => r.domain === domain),
  };
}

/** The declared actions of one of the catalogue's entities. */
export function actionsIn(catalogue: Pick<DomainCatalogue, 'actions'>, entity: Pick<EntityDef, 'domain' | 'name'>): ActionDef[] {
  return catalogue.actions.filter((a) => a.entity.domain === entity.domain && a.entity.name === entity.name);
}

/** Exact event subjects of the catalogue's actions: bound by the domain's stream beside the generic ones. */
export function catalogueActionEvents(catalogue: Pick<DomainCatalogue, 'actions'>): string[] {
  return [...new Set(catalogue.actions.map(actionEventSubject))];
}

/** An entity's slugs: the generic five, then one per requestable action. */
export function entitySlugs(catalogue: Pick<DomainCatalogue, 'actions'>, entity: EntityDef): string[] {
  return [
    ...allSlugsOf(entity),
    ...actionsIn(catalogue, entity)
      .filter((a) => !a.internal)
      .map(actionSlug),
  ];
}

/**
 * The slugs each role holds of one entity by default (its own `grants` and its actions'):
 * what the people service gives the built-in user types. Platform roles hold every slug.
 */
export function entityDefaultGrants(catalogue: Pick<DomainCatalogue, 'actions'>, entity: EntityDef): Partial<Record<Role, string[]>> {
  const actions = actionsIn(catalogue, entity).filter((a) => !a.internal);
  const grants: Partial<Record<Role, string[]>> = {};
  for (const role of ROLES) {
    const slugs = PLATFORM_ROLES.includes(role)
      ? entitySlugs(catalogue, entity)
      : [
          ...(entity.grants[role] ?? []).map((action) => permissionSlug(entity.module, action)),
          ...actions.filter((a) => a.grants[role]).map(actionSlug),
        ];
    if (slugs.length) grants[role] = slugs;
  }
  return grants;
}
