import { ENTITIES, entityByModule, entityByName, requestableActionsOf, type ActionDef, type EntityDef } from '@portico/contracts';

/**
 * The entities the loaded remotes brought, by name: each remote's features declare its own
 * domain's definitions as its release has them (`resourceFeature` hands them here), so a
 * remote deployed alone with a new entity is known to the kit — its pickers, related lists and
 * contributed sections — though the host was built before it (ADR 0074, 0088). The kit is the
 * host's at run time (a shared singleton), so every remote registers into one map.
 */
const brought = new Map<string, EntityDef>();
const broughtModules = new Map<string, EntityDef>();

/** Makes the kit know `def` as the remote that declares it has it (a later release replaces an earlier one). */
export function bringEntity(def: EntityDef): void {
  brought.set(def.name, def);
  broughtModules.set(def.module, def);
}

/**
 * Every entity the kit knows: the catalogue the host was built with, each replaced by the
 * definition a loaded remote brought, and the entities only a remote brought after them. For a
 * screen that spans every domain (the people remote's permission matrix) without bundling
 * every domain's definitions.
 */
export function catalogueEntities(): readonly EntityDef[] {
  if (brought.size === 0) return ENTITIES;
  const compiled = ENTITIES.map((e) => brought.get(e.name) ?? e);
  const known = new Set(ENTITIES.map((e) => e.name));
  return [...compiled, ...[...brought.values()].filter((e) => !known.has(e.name))];
}

/**
 * An entity's definition by name (or module): a loaded remote's first, else the host's
 * compiled one. A kit-only remote names another domain's entity (a property, a user) here, as
 * a `ref` field does; undefined when neither knows it (pickers then show nothing to pick).
 */
export function entityNamed(name: string): EntityDef | undefined {
  return brought.get(name) ?? broughtModules.get(name) ?? entityByName(name) ?? entityByModule(name);
}

/** The entity whose module (URL segment, permission prefix) is `module`: a loaded remote's first. */
export function entityOfModule(module: string): EntityDef | undefined {
  return broughtModules.get(module) ?? entityByModule(module);
}

/** The actions callers may request of an entity module (one permission each); [] for a module the kit does not know. */
export function requestableActionsOfModule(module: string): ActionDef[] {
  const def = entityOfModule(module);
  return def ? requestableActionsOf(def) : [];
}
