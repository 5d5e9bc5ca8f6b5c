import { entityByModule, permissionSlug, slugFor } from '@portico/contracts';
import { validateRemoteDeclaration } from '@portico/shell-sdk';
import declaration from '../remote.json';

/** remote.json is what the shell routes, guards and builds its menu from: keep it honest. */
describe(`${declaration.name} remote.json`, () => {
  it('is a valid remote declaration', () => {
    expect(validateRemoteDeclaration(declaration, false)).toEqual([]);
  });

  it('declares the four generic screens of each entity it owns, with their permission slugs', () => {
    for (const prefix of declaration.routes) {
      const def = entityByModule(prefix.slice(1));
      expect(def).toBeDefined();
      const base = `/${def!.module}`;
      expect(declaration.pages).toEqual(
        expect.arrayContaining([
          { path: `${base}/list`, permission: slugFor(def!, 'list') },
          { path: `${base}/new`, permission: slugFor(def!, 'create') },
          { path: `${base}/view/:id`, permission: slugFor(def!, 'read') },
          { path: `${base}/edit/:id`, permission: slugFor(def!, 'update') },
        ]),
      );
    }
  });

  it('only links menu items and widgets to real pages and permissions', () => {
    const pagePaths = declaration.pages.map((p) => p.path);
    for (const item of declaration.menu) {
      expect(pagePaths).toContain(item.path);
      expect(item.permission).toBe(permissionSlug(item.path.split('/')[1]!, 'list'));
    }
    for (const widget of declaration.widgets ?? []) {
      expect(entityByModule(widget.module)).toBeDefined();
      expect(widget.permission).toBe(permissionSlug(widget.module, 'list'));
    }
  });
});
