import { ENTITIES, requestableActionsOf, type ActionDef, type EntityDef } from '@portico/contracts';

/**
 * The whole catalogue, for a remote screen that spans every domain (the people remote's
 * permission matrix) without bundling every domain's definitions (ADR 0074): the kit is the
 * host's at run time, so this is the catalogue the host was built with, as `entityNamed` is.
 */
export function catalogueEntities(): readonly EntityDef[] {
  return ENTITIES;
}

/** The actions callers may request of an entity module (one permission each); [] for a module the host does not know. */
export function requestableActionsOfModule(module: string): ActionDef[] {
  const def = ENTITIES.find((e) => e.module === module);
  return def ? requestableActionsOf(def) : [];
}
