import type { EntityDef } from '../define';
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
