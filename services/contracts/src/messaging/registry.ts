import { z } from 'zod';
import { actionEventSubject, actionPath, actionSlug, actionSubject } from '../entities/actions';
import { ACTIONS, entitiesOf, routesOf, slugsOf } from '../entities/catalogue';
import { DOMAINS, eventStreamSubjects, noticeSubject, requestSubject, stateStreamSubjects, type Domain } from './subjects';

/**
 * What a domain service tells the rest of the product about itself at start (ADR 0061): its
 * entities, actions, declared routes and event subjects, from its own definitions. It is
 * published on `portico.registry.<domain>`, answered on `portico.registry.<domain>.get`, and
 * kept in the `PORTICO_REGISTRY` key-value bucket (key = domain) for whoever starts later.
 */
export const REGISTRY_BUCKET = 'PORTICO_REGISTRY';
/** The manifest's own format; a reader refuses a format it does not know. */
export const MANIFEST_FORMAT = 1;

export function registrySubject(domain: Domain): string {
  return `portico.registry.${domain}`;
}

export function registryRequestSubject(domain: Domain): string {
  return `${registrySubject(domain)}.get`;
}

const name = z.string().regex(/^[a-z][A-Za-z0-9]*$/);
export const domainManifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  domain: z.enum(DOMAINS),
  /** The domain's release (its service package version). */
  version: z.string().min(1).max(40),
  publishedAt: z.string(),
  entities: z.array(
    z.object({
      name,
      module: z.string().regex(/^[a-z][a-z0-9-]*(\/[a-z][a-z0-9-]*)*$/),
      tenancy: z.string(),
      slugs: z.array(z.string()),
      subjects: z.record(z.string(), z.string()),
    }),
  ),
  actions: z.array(z.object({ entity: name, name, path: z.string(), slug: z.string(), subject: z.string(), event: z.string() })),
  routes: z.array(
    z.object({ name: z.string(), method: z.string(), path: z.string(), permission: z.string(), subject: z.string(), status: z.number() }),
  ),
  events: z.array(z.string()),
});
export type DomainManifest = z.infer<typeof domainManifestSchema>;

/** The manifest of one domain, from the definitions this build holds. */
export function domainManifest(domain: Domain, version: string, publishedAt = new Date().toISOString()): DomainManifest {
  const actions = ACTIONS.filter((a) => a.entity.domain === domain);
  return {
    format: MANIFEST_FORMAT,
    domain,
    version,
    publishedAt,
    entities: entitiesOf(domain).map((def) => ({
      name: def.name,
      module: def.module,
      tenancy: def.tenancy,
      slugs: slugsOf(def),
      subjects: Object.fromEntries(
        ['list', 'read', 'create', 'update', 'archive', 'restore', 'delete', 'history'].map((a) => [
          a,
          requestSubject(domain, def.name, a),
        ]),
      ),
    })),
    actions: actions
      .filter((a) => !a.internal)
      .map((a) => ({
        entity: a.entity.name,
        name: a.name,
        path: actionPath(a),
        slug: actionSlug(a),
        subject: actionSubject(a),
        event: actionEventSubject(a),
      })),
    routes: routesOf(domain).map((r) => ({
      name: r.name,
      method: r.method,
      path: r.path,
      permission: r.permission,
      subject: r.subject,
      status: r.status,
    })),
    events: [
      ...new Set([
        ...eventStreamSubjects(domain),
        noticeSubject(domain),
        ...actions.map(actionEventSubject),
        ...stateStreamSubjects(domain),
      ]),
    ],
  };
}

/** A manifest as received: parsed, or an error naming what is wrong (a reader keeps the last good one). */
export function parseManifest(value: unknown): DomainManifest {
  const parsed = domainManifestSchema.safeParse(value);
  if (!parsed.success)
    throw new Error(`invalid domain manifest: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}
