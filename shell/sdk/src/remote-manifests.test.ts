import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROUTES, entityByModule, entityByName, labelKeyOf, permissionSlug, slugFor } from '@portico/contracts';
import { validateRemoteDeclaration } from './manifest';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildRemoteManifest } = require('@portico/shell-sdk/build/remote-manifest') as {
  buildRemoteManifest: (options: { dir: string; name: string }) => { manifest: Manifest };
};

interface Manifest {
  name: string;
  routes: string[];
  menu: { path: string; permission?: string }[];
  pages: { path: string; permission?: string; public?: boolean; title?: unknown }[];
  widgets: { kind: string; module: string; permission?: string; path?: string; route?: string }[];
  quickAccess?: { key: string; path: string; permission?: string }[];
  sections?: {
    id: string;
    entity: string;
    permission?: string;
    related?: { entity: string; field: string; columns?: string[] };
    exposes?: string;
  }[];
}

/** Every remote of the repository (`mfe-*`): a new one is checked without a test of its own. */
const repoRoot = resolve(__dirname, '..', '..', '..');
const REMOTES = readdirSync(repoRoot).filter((d) => d.startsWith('mfe-') && existsSync(join(repoRoot, d, 'src', 'features.ts')));

describe.each(REMOTES)('%s manifest (generated from src/features.ts)', (folder) => {
  const NAME = folder.slice('mfe-'.length);
  /** The manifest the build emits (dist/remote.json), computed from src/features.ts the same way. */
  const { manifest } = buildRemoteManifest({ dir: join(repoRoot, folder), name: NAME });

  it('is a valid remote declaration', () => {
    expect(validateRemoteDeclaration(manifest, false)).toEqual([]);
    expect(manifest.name).toBe(NAME);
  });

  it('guards every page of an entity it owns with that entity’s permission slug', () => {
    for (const page of manifest.pages) {
      const [, module, action] = page.path.split('/');
      const def = entityByModule(module!);
      if (!def || page.public) continue;
      const expected: Record<string, string> = {
        list: slugFor(def, 'list'),
        new: slugFor(def, 'create'),
        view: slugFor(def, 'read'),
        edit: slugFor(def, 'update'),
        import: permissionSlug(def.module, 'import'),
      };
      if (action && expected[action])
        expect({ path: page.path, permission: page.permission }).toEqual({ path: page.path, permission: expected[action] });
    }
  });

  it('titles its generic lists as the list screen titles itself, with the labels’ keys (the shell shows it before the remote loads)', () => {
    const keyed = (label: { en: string; es: string }) => ({ en: label.en, es: label.es, key: labelKeyOf(label) });
    const titled = manifest.pages.filter((page) => page.title !== undefined);
    // `/<module>/list`, where a module may have segments of its own (`caliber/client`).
    const moduleOf = (path: string) => (path.endsWith('/list') ? path.slice(1, -'/list'.length) : '');
    for (const page of titled) {
      const def = entityByModule(moduleOf(page.path));
      expect(def).toBeDefined();
      expect(page.title).toEqual({ template: 'titleList', entity: keyed(def!.title), entities: keyed(def!.titlePlural) });
    }
    const lists = manifest.pages.filter((page) => entityByModule(moduleOf(page.path)));
    expect(titled.length).toBeGreaterThan(lists.length / 2);
  });

  it('pairs the generic screens: a New or Edit screen comes with its list and view', () => {
    const paths = new Set(manifest.pages.map((p) => p.path));
    for (const path of paths) {
      const [, module, action] = path.split('/');
      if (!entityByModule(module!)) continue;
      if (action === 'new' || action === 'edit' || action === 'import') expect(paths).toContain(`/${module}/list`);
      if (action === 'edit') expect(paths).toContain(`/${module}/view/:id`);
    }
  });

  it('owns exactly the route prefixes of its pages', () => {
    const prefixes = new Set(manifest.pages.map((p) => `/${p.path.split('/')[1]}`));
    for (const prefix of manifest.routes)
      expect(manifest.pages.some((p) => p.path === prefix || p.path.startsWith(`${prefix}/`))).toBe(true);
    for (const prefix of prefixes) expect(manifest.routes.some((r) => r === prefix || r.startsWith(`${prefix}/`))).toBe(true);
  });

  it('only links menu items and widgets to real pages and permissions', () => {
    const pagePaths = manifest.pages.map((p) => p.path);
    for (const item of manifest.menu) {
      expect(pagePaths).toContain(item.path);
      const pagePermission = manifest.pages.find((p) => p.path === item.path)?.permission;
      // A configuration entity's menu entry asks for changing it (most roles only read it
      // through other records); any other entry asks exactly what its page asks.
      const def = entityByModule(item.path.split('/')[1]!);
      if (def?.configuration && item.permission !== pagePermission)
        expect([slugFor(def, 'update'), slugFor(def, 'create')]).toContain(item.permission);
      else expect(item.permission).toBe(pagePermission);
    }
    for (const widget of manifest.widgets) {
      expect(entityByModule(widget.module)).toBeDefined();
      expect(widget.permission).toBe(permissionSlug(widget.module, 'list'));
      if (widget.path) expect(pagePaths).toContain(widget.path);
      // A chart's series come from a declared route the widget's own permission opens.
      if (widget.kind === 'activity') {
        const route = ROUTES.find((r) => r.method === 'GET' && r.path === widget.route);
        expect({ widget: widget.route, permission: route?.permission }).toEqual({ widget: widget.route, permission: widget.permission });
      }
    }
  });

  it('links quick access only to its own pages, with their permission', () => {
    for (const link of manifest.quickAccess ?? []) {
      const page = manifest.pages.find((p) => p.path === link.path.split('?')[0]);
      expect(page).toBeDefined();
      expect(link.permission).toBe(page?.permission);
    }
  });

  it('contributes sections only to real entities, over real filterable references', () => {
    for (const section of manifest.sections ?? []) {
      const viewed = entityByName(section.entity);
      expect(viewed).toBeDefined();
      if (!section.related) continue;
      const related = entityByName(section.related.entity);
      expect(related).toBeDefined();
      const field = related!.fields[section.related.field];
      const pointsAtViewed =
        (field?.kind === 'ref' && field.ref === viewed!.name && field.filterable) ||
        (section.related.field === 'propertyId' && viewed!.name === 'property' && related!.tenancy === 'property');
      expect(pointsAtViewed).toBe(true);
      expect(section.permission).toBe(slugFor(related!, 'list'));
      for (const column of section.related.columns ?? []) expect(Object.keys(related!.fields)).toContain(column);
    }
  });
});

it('finds the four domain remotes', () => {
  expect(REMOTES).toEqual(expect.arrayContaining(['mfe-billing', 'mfe-community', 'mfe-maintenance', 'mfe-people']));
});

describe('remotes together', () => {
  it('never claim the same route prefix (the shell would route one remote’s pages to another)', () => {
    const owners = new Map<string, string>();
    for (const folder of REMOTES) {
      const { manifest } = buildRemoteManifest({ dir: join(repoRoot, folder), name: folder.slice('mfe-'.length) });
      for (const prefix of manifest.routes) {
        expect({ prefix, owners: [owners.get(prefix), manifest.name].filter(Boolean) }).toEqual({ prefix, owners: [manifest.name] });
        owners.set(prefix, manifest.name);
      }
    }
  });
});
