import { z } from 'zod';
import { actionEventSubject, actionPath, actionSlug, actionSubject } from '../entities/actions';
import { catalogueLabels } from '../entities/labels';
import { catalogueActionEvents, entityDefaultGrants, entitySlugs, type DomainCatalogue } from '../entities/domain-catalogue';
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
const label = z.object({ en: z.string(), es: z.string() });
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
      /** Added in release manifests of ADR 0073; optional so an older domain's manifest still reads. */
      title: label.optional(),
      titlePlural: label.optional(),
      /** The slugs each role holds by default (its built-in user type receives them when new). */
      grants: z.record(z.string(), z.array(z.string())).optional(),
    }),
  ),
  actions: z.array(
    z.object({
      entity: name,
      name,
      path: z.string(),
      slug: z.string(),
      subject: z.string(),
      event: z.string(),
      label: label.optional(),
    }),
  ),
  routes: z.array(
    z.object({ name: z.string(), method: z.string(), path: z.string(), permission: z.string(), subject: z.string(), status: z.number() }),
  ),
  events: z.array(z.string()),
  /** Every label of the domain's entities and actions by catalogue key (ADR 0070); optional for older releases. */
  labels: z.record(z.string(), label).optional(),
});
export type DomainManifest = z.infer<typeof domainManifestSchema>;

/**
 * The manifest of one domain, from its own definitions (its service passes the catalogue of its
 * contracts entry, ADR 0073; tools and tests may pass `compiledCatalogue(domain)`).
 */
export function domainManifest(catalogue: DomainCatalogue, version: string, publishedAt = new Date().toISOString()): DomainManifest {
  const { domain, actions } = catalogue;
  return {
    format: MANIFEST_FORMAT,
    domain,
    version,
    publishedAt,
    entities: catalogue.entities.map((def) => ({
      name: def.name,
      module: def.module,
      tenancy: def.tenancy,
      slugs: entitySlugs(catalogue, def),
      title: { en: def.title.en, es: def.title.es },
      titlePlural: { en: def.titlePlural.en, es: def.titlePlural.es },
      grants: entityDefaultGrants(catalogue, def),
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
        label: { en: a.label.en, es: a.label.es },
      })),
    routes: catalogue.routes.map((r) => ({
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
        ...catalogueActionEvents(catalogue),
        ...stateStreamSubjects(domain),
      ]),
    ],
    labels: catalogueLabels(catalogue),
  };
}

/** A manifest as received: parsed, or an error naming what is wrong (a reader keeps the last good one). */
export function parseManifest(value: unknown): DomainManifest {
  const parsed = domainManifestSchema.safeParse(value);
  if (!parsed.success)
    throw new Error(`invalid domain manifest: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}
