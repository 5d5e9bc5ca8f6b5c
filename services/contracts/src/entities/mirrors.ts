import type { EntityDef } from './define';
import { DOMAINS, type Domain } from '../messaging/subjects';
import { ENTITIES } from './catalogue';

/**
 * Whose names a record's history shows (ADR 0021): every service mirrors the people domain's
 * users so it can name the actor of each change without asking people on every read.
 */
export const HISTORY_ACTOR_ENTITY = 'user';

/**
 * Entity names a definition points at: its refs, ref lists and parent, and the organization its
 * tenant column names (a record shows its organization by name to whoever reads it).
 */
export function referencedEntities(def: EntityDef): string[] {
  const names = Object.values(def.fields).flatMap((f) => ((f.kind === 'ref' || f.kind === 'refList') && f.ref ? [f.ref] : []));
  if (def.parent) names.push(def.parent.entity);
  if ((def.tenancy === 'org' || def.tenancy === 'property') && def.name !== 'parentOrg') names.push('parentOrg');
  return [...new Set(names)];
}

/**
 * The other domains' entities a domain's service mirrors (ADR 0021), derived from the catalogue
 * so there is no list to keep: every foreign entity its entities reference, plus the user (for
 * history). A service's lookups of these resolve against its `mirror_records` table.
 */
export function mirrorsOf(domain: Domain, entities: readonly EntityDef[] = ENTITIES): string[] {
  const own = new Set(entities.filter((e) => e.domain === domain).map((e) => e.name));
  const foreign = entities.filter((e) => e.domain === domain).flatMap(referencedEntities);
  const actor = entities.some((e) => e.name === HISTORY_ACTOR_ENTITY) ? [HISTORY_ACTOR_ENTITY] : [];
  return [...new Set([...foreign, ...actor])].filter((name) => !own.has(name)).sort();
}

export const MIRRORS = Object.fromEntries(DOMAINS.map((d) => [d, mirrorsOf(d)])) as unknown as Record<Domain, readonly string[]>;

/** Domains whose state streams a service reads to keep its mirrors (its NATS rights follow). */
export function mirrorSourcesOf(domain: Domain, mirrors: readonly string[] = MIRRORS[domain]): Domain[] {
  const sources = mirrors.flatMap((name) => ENTITIES.filter((e) => e.name === name).map((e) => e.domain));
  return [...new Set(sources)].filter((d) => d !== domain).sort();
}

/**
 * What is wrong with the catalogue's references: a ref, ref list or parent naming an entity that
 * does not exist, or another domain's entity its service does not mirror. Empty when sound.
 */
export function referenceProblems(
  entities: readonly EntityDef[] = ENTITIES,
  mirrors: Record<Domain, readonly string[]> = MIRRORS,
): string[] {
  const byName = new Map(entities.map((e) => [e.name, e]));
  const problems: string[] = [];
  for (const def of entities) {
    for (const target of referencedEntities(def)) {
      const found = byName.get(target);
      if (!found) problems.push(`${def.domain}.${def.name} references ${target}, which is not in the catalogue`);
      else if (found.domain !== def.domain && !mirrors[def.domain].includes(target))
        problems.push(`${def.domain}.${def.name} references ${found.domain}.${target}, which the ${def.domain} service does not mirror`);
    }
  }
  return problems;
}
