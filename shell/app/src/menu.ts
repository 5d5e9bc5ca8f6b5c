import type { Label } from '@portico/contracts';
import { HOME_PATH, type RemoteManifest } from '@portico/shell-sdk';

export interface MenuItemView {
  key: string;
  label: Label;
  path: string;
  icon: string;
  /** Path prefix that marks the item active (`/properties` for `/properties/list`). */
  activePrefix: string;
  remote?: string;
}

export interface MenuSectionView {
  key: string;
  label: Label | null;
  items: MenuItemView[];
}

/**
 * What a menu entry stays lit for: an entity's list lights for all of its screens (`/orders/list`
 * for `/orders/view/…`), any other page for itself and below; two pages under one first segment
 * (`/analytics/property`, `/analytics/user`) are not both lit.
 */
function prefixOf(path: string): string {
  const bare = path.split(/[?#]/)[0]!;
  const segments = bare.split('/').filter(Boolean);
  if (segments.length === 0) return '/';
  return segments.length > 1 && segments[segments.length - 1] === 'list' ? `/${segments[0]}` : `/${segments.join('/')}`;
}

export const DASHBOARD_ITEM: MenuItemView = {
  key: 'dashboard',
  label: { en: 'Dashboard', es: 'Panel' },
  path: HOME_PATH,
  icon: 'dashboard',
  activePrefix: '/dashboard',
};

/**
 * The vertical menu from the manifest: each remote's items, grouped by section, ordered by
 * section order then manifest order, with only the items the user may open.
 */
export function buildMenu(remotes: readonly RemoteManifest[], can: (slug: string) => boolean): MenuSectionView[] {
  const sections = new Map<string, { label: Label | null; order: number; index: number; items: MenuItemView[] }>();
  let index = 0;
  for (const remote of remotes) {
    for (const item of remote.menu) {
      if (item.permission && !can(item.permission)) continue;
      const key = item.section?.key ?? remote.name;
      let section = sections.get(key);
      if (!section) {
        section = { label: item.section?.label ?? null, order: item.section?.order ?? 1000, index: index++, items: [] };
        sections.set(key, section);
      }
      section.items.push({
        key: `${remote.name}:${item.path}`,
        label: item.label,
        path: item.path,
        icon: item.icon ?? 'circle',
        activePrefix: prefixOf(item.path),
        remote: remote.name,
      });
    }
  }
  return [...sections.entries()]
    .sort(([, a], [, b]) => a.order - b.order || a.index - b.index)
    .map(([key, s]) => ({ key, label: s.label, items: s.items }));
}

export function isItemActive(item: MenuItemView, pathname: string): boolean {
  return pathname === item.activePrefix || pathname.startsWith(`${item.activePrefix}/`);
}
