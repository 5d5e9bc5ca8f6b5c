import { randomUUID } from 'node:crypto';
import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { asc, eq } from 'drizzle-orm';
import {
  DOMAINS,
  KIT_LABEL_NAMESPACES,
  LABEL_OVERRIDE_EVENT,
  PorticoError,
  labelCatalogueRoute,
  labelOverrideBodySchema,
  labelOverrideRoute,
  labelOverridesReadRoute,
  labelRevertBodySchema,
  labelRevertRoute,
  parseInput,
  remoteLabelNamespace,
  type DomainEvent,
  type Label,
  type LabelCatalogueEntry,
  type LabelOverride,
  type ResourceRequest,
  msg,
} from '@portico/contracts';
import { AUTHENTICATED_ONLY, DB, RequirePermission, outboxTable, principalOf, type Db } from '@portico/platform';
import { PermissionCatalogue } from '../access/permission-catalogue';
import { labelOverrides } from './label-translation.schema';

type Row = typeof labelOverrides.$inferSelect;

function view(row: Row): LabelOverride {
  return { key: row.key, en: row.en, es: row.es, updatedAt: row.updatedAt };
}

/** Console texts live in the kit's namespaces and one per remote (`mfe-<domain>`). */
const TEXT_NAMESPACES = new Set<string>([...KIT_LABEL_NAMESPACES, ...DOMAINS.map(remoteLabelNamespace)]);

/**
 * Label translation (ADR 0070): every signed-in console reads the overrides; administrators
 * (`modules-update`) list the entity labels of every domain and override or revert any label.
 * A change is written with an event in the same transaction (the outbox): the gateway's push
 * stream tells every open console, which refetches the overrides.
 */
@Controller()
export class LabelTranslationController {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(PermissionCatalogue) private readonly catalogue: PermissionCatalogue,
  ) {}

  @MessagePattern(labelOverridesReadRoute.subject)
  @RequirePermission(AUTHENTICATED_ONLY)
  async overrides(): Promise<{ overrides: LabelOverride[] }> {
    return { overrides: await this.stored() };
  }

  @MessagePattern(labelCatalogueRoute.subject)
  @RequirePermission(labelCatalogueRoute.permission)
  async list(): Promise<{ entities: LabelCatalogueEntry[]; overrides: LabelOverride[] }> {
    const entities = [...this.entityLabels()].map(([key, label]) => ({ key, en: label.en, es: label.es }));
    entities.sort((a, b) => a.key.localeCompare(b.key));
    return { entities, overrides: await this.stored() };
  }

  @MessagePattern(labelOverrideRoute.subject)
  @RequirePermission(labelOverrideRoute.permission)
  async override(@Payload() req: ResourceRequest): Promise<{ override: LabelOverride | null }> {
    const input = parseInput(labelOverrideBodySchema, req.body ?? {});
    this.assertKnown(input.key);
    const me = principalOf(req);
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(labelOverrides).where(eq(labelOverrides.key, input.key)).for('update');
      const en = input.en !== undefined ? input.en : (current?.en ?? null);
      const es = input.es !== undefined ? input.es : (current?.es ?? null);
      const version = (current?.version ?? 0) + 1;
      if (en === null && es === null) {
        if (!current) return { override: null };
        await tx.delete(labelOverrides).where(eq(labelOverrides.key, input.key));
        await announce(tx, input.key, version, me.userId);
        return { override: null };
      }
      const values = { en, es, version, updatedBy: me.userId, updatedAt: new Date().toISOString() };
      const [row] = await tx
        .insert(labelOverrides)
        .values({ key: input.key, ...values })
        .onConflictDoUpdate({ target: labelOverrides.key, set: values })
        .returning();
      await announce(tx, input.key, version, me.userId);
      return { override: view(row!) };
    });
  }

  @MessagePattern(labelRevertRoute.subject)
  @RequirePermission(labelRevertRoute.permission)
  async revert(@Payload() req: ResourceRequest): Promise<{ override: null }> {
    const { key } = parseInput(labelRevertBodySchema, req.body ?? {});
    this.assertKnown(key);
    const me = principalOf(req);
    await this.db.transaction(async (tx) => {
      const [gone] = await tx.delete(labelOverrides).where(eq(labelOverrides.key, key)).returning();
      if (gone) await announce(tx, key, gone.version + 1, me.userId);
    });
    return { override: null };
  }

  private async stored(): Promise<LabelOverride[]> {
    return (await this.db.select().from(labelOverrides).orderBy(asc(labelOverrides.key))).map(view);
  }

  /** Entity labels by key, from every domain's manifest (a domain's release brings its own, ADR 0073). */
  private entityLabels(): Map<string, Label> {
    const labels = new Map<string, Label>();
    for (const manifest of this.catalogue.manifests())
      for (const [key, label] of Object.entries(manifest.labels ?? {})) labels.set(key, label);
    return labels;
  }

  /**
   * An entity label must exist in a domain's definitions; a console text must be in a known
   * namespace (its exact names ship with the console's bundles, which the page lists).
   */
  private assertKnown(key: string): void {
    if (key.startsWith('entity.')) {
      if (!this.entityLabels().has(key)) throw new PorticoError('NOT_FOUND', msg('label.noEntityLabel', { key }), { key });
      return;
    }
    const namespace = key.split('.')[0]!;
    if (!TEXT_NAMESPACES.has(namespace))
      throw new PorticoError('NOT_FOUND', msg('label.noLabel', { key, namespaces: [...TEXT_NAMESPACES].join(', ') }), { key });
  }
}

/** The change, published after commit on the people event stream: consoles refetch the overrides. */
async function announce(tx: Db, key: string, version: number, actor: string): Promise<void> {
  const id = randomUUID();
  const event: DomainEvent<{ id: string; version: number }> = {
    id,
    subject: LABEL_OVERRIDE_EVENT,
    occurredAt: new Date().toISOString(),
    actor,
    orgId: null,
    data: { id: key, version },
  };
  await tx.insert(outboxTable('people')).values({ id, subject: LABEL_OVERRIDE_EVENT, payload: event });
}
