import type { Label } from '@portico/contracts';
import { type EntityDef, labelKeyOf, offers, permissionSlug, slugFor } from '@portico/contracts';
import type { KeyedLabel, MenuSection, RemoteMenuItem, RemotePage, RemoteWidget } from '@portico/shell-sdk';
import type { RemoteRoute } from '../remote-app';
import type { RemoteFeature } from '../remote-feature';
import { resourceRoutes, type ResourceRoutesOptions } from './routes';
import { bringEntity } from './catalogue';

export interface ResourceFeatureOptions extends ResourceRoutesOptions {
  /** A menu entry to the list, in this section with this icon (label: the def's plural title). */
  menu?: { section: MenuSection; icon: string; label?: Label };
  /** Adds `/<module>/import` (permission `<module>-import`). */
  importable?: boolean;
  /** More screens of this entity, with the pages (permission slugs) that guard them. */
  extraRoutes?: RemoteRoute[];
  extraPages?: RemotePage[];
  widgets?: RemoteWidget[];
}

/** A label as the manifest carries it: its texts and, for overrides, its catalogue key. */
function keyed(label: Label): KeyedLabel {
  const key = labelKeyOf(label);
  return { en: label.en, es: label.es, ...(key ? { key } : {}) };
}

/** The manifest pages of an entity's generic screens (list/new/view/edit, and import). */
export function resourcePages(def: EntityDef, options: { importable?: boolean; list?: unknown } = {}): RemotePage[] {
  const base = `/${def.module}`;
  // The generic list's title, for the shell to show before the remote loads (not a replaced list's).
  const listTitle = options.list
    ? {}
    : { title: { template: 'titleList' as const, entity: keyed(def.title), entities: keyed(def.titlePlural) } };
  return [
    { path: `${base}/list`, permission: slugFor(def, 'list'), ...listTitle },
    ...(offers(def, 'create') ? [{ path: `${base}/new`, permission: slugFor(def, 'create') }] : []),
    { path: `${base}/view/:id`, permission: slugFor(def, 'read') },
    ...(offers(def, 'update') ? [{ path: `${base}/edit/:id`, permission: slugFor(def, 'update') }] : []),
    ...(options.importable ? [{ path: `${base}/import`, permission: permissionSlug(def.module, 'import') }] : []),
  ];
}

/**
 * The permission a menu entry needs: listing the entity, or, for configuration (types,
 * categories, settings) that most roles only read through other records, changing it.
 */
export function menuPermissionOf(def: EntityDef): string {
  if (!def.configuration) return slugFor(def, 'list');
  return slugFor(def, offers(def, 'update') ? 'update' : offers(def, 'create') ? 'create' : 'list');
}

/** The menu entry of an entity's list. */
export function resourceMenuItem(def: EntityDef, menu: NonNullable<ResourceFeatureOptions['menu']>): RemoteMenuItem {
  return {
    label: menu.label ?? def.titlePlural,
    path: `/${def.module}/list`,
    permission: menuPermissionOf(def),
    icon: menu.icon,
    section: menu.section,
  };
}

/**
 * One entity as a remote feature: its generic screens (routes) and, from the same def, the
 * pages with their permission slugs and its menu entry. The build reads pages and menu from
 * here to emit the remote's manifest, so nothing is listed twice.
 */
export function resourceFeature(def: EntityDef, options: ResourceFeatureOptions = {}): RemoteFeature {
  // The remote's own definition, as its release has it, for the whole kit (ADR 0088).
  bringEntity(def);
  return {
    key: def.module,
    routes: [...(options.extraRoutes ?? []), ...resourceRoutes(def, options)],
    pages: [...resourcePages(def, options), ...(options.extraPages ?? [])],
    menu: options.menu ? [resourceMenuItem(def, options.menu)] : [],
    widgets: options.widgets ?? [],
  };
}

/** Several features as one (e.g. the portfolio: parent orgs, properties, units…). */
export function combineFeatures(
  key: string,
  parts: readonly RemoteFeature[],
  extra: Partial<Omit<RemoteFeature, 'key'>> = {},
): RemoteFeature {
  return {
    key,
    routes: [...(extra.routes ?? []), ...parts.flatMap((p) => p.routes)],
    pages: [...parts.flatMap((p) => p.pages ?? []), ...(extra.pages ?? [])],
    menu: [...parts.flatMap((p) => p.menu ?? []), ...(extra.menu ?? [])],
    widgets: [...parts.flatMap((p) => p.widgets ?? []), ...(extra.widgets ?? [])],
    quickAccess: [...parts.flatMap((p) => p.quickAccess ?? []), ...(extra.quickAccess ?? [])],
    sections: [...parts.flatMap((p) => p.sections ?? []), ...(extra.sections ?? [])],
    headerItems: [...parts.flatMap((p) => p.headerItems ?? []), ...(extra.headerItems ?? [])],
  };
}
