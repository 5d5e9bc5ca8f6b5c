import { ENTITIES, type EntityDef } from '@portico/contracts';

/**
 * An entity's English titles as operation summaries use them. Two entities may share a title
 * (chat and thread messages): then the domain is added, so no two summaries read alike in a tool.
 */
export function entityWords(def: EntityDef): { one: string; many: string } {
  const shared = ENTITIES.some((other) => other !== def && other.titlePlural.en === def.titlePlural.en);
  const suffix = shared ? ` (${def.domain})` : '';
  return { one: `${def.title.en}${suffix}`, many: `${def.titlePlural.en}${suffix}` };
}
