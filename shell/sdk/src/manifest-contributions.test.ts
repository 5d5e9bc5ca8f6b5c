import { parseManifest, quickAccessOf, sectionsFor, validateRemoteDeclaration } from './manifest';

const label = { en: 'X', es: 'X' };
const base = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  version: '1.0.0',
  entry: `/remotes/${name}/remoteEntry.js`,
  routes: [`/${name}`],
  menu: [],
  ...extra,
});

describe('manifest contributions: quick access and view sections', () => {
  it('accepts well-formed quick-access links and both section forms', () => {
    const remote = base('maintenance', {
      quickAccess: [{ key: 'maintenance', label, path: '/orders/list', icon: 'tool', permission: 'orders-list', roles: ['administrator'] }],
      sections: [
        { id: 'unit-orders', entity: 'unit', label, related: { entity: 'order', field: 'unitId' }, permission: 'orders-list' },
        { id: 'property-orders', entity: 'property', label, exposes: './PropertyWorkOrders' },
      ],
    });
    expect(validateRemoteDeclaration(remote, true)).toEqual([]);
  });

  it('accepts a page that declares its title with keyed labels', () => {
    const title = { template: 'titleList', entity: { ...label, key: 'entity.x.title' }, entities: label };
    expect(validateRemoteDeclaration(base('x', { pages: [{ path: '/x/list', title }] }), true)).toEqual([]);
  });

  it.each([
    [
      'a link without an icon',
      { quickAccess: [{ key: 'k', label, path: '/x/list' }] },
      'quickAccess[0] needs key, label {en, es}, path and icon',
    ],
    ['a link to another site', { quickAccess: [{ key: 'k', label, path: '//evil.example', icon: 'x' }] }, 'quickAccess[0] needs'],
    ['roles that are not a list', { quickAccess: [{ key: 'k', label, path: '/x', icon: 'x', roles: 'admin' }] }, 'roles must be a list'],
    ['a section with neither form', { sections: [{ id: 's', entity: 'unit', label }] }, 'needs exactly one of related or exposes'],
    [
      'a section with both forms',
      { sections: [{ id: 's', entity: 'unit', label, exposes: './A', related: { entity: 'pet', field: 'unitId' } }] },
      'needs exactly one of related or exposes',
    ],
    [
      'a related section without its field',
      { sections: [{ id: 's', entity: 'unit', label, related: { entity: 'pet' } }] },
      'related needs',
    ],
    ['an exposes that is a path', { sections: [{ id: 's', entity: 'unit', label, exposes: '../../etc' }] }, 'exposes must name'],
    ['sections that are not a list', { sections: {} }, 'sections must be a list'],
    [
      'a page title of an unknown template',
      { pages: [{ path: '/x/list', title: { template: 'titleAny', entity: label, entities: label } }] },
      "pages[0].title needs template 'titleList'",
    ],
    [
      'a page title whose label key is not a string',
      { pages: [{ path: '/x/list', title: { template: 'titleList', entity: { ...label, key: 3 }, entities: label } }] },
      "pages[0].title needs template 'titleList'",
    ],
  ])('refuses %s', (_name, extra, problem) => {
    const problems = validateRemoteDeclaration(base('r', extra), true);
    expect(problems.join('\n')).toContain(problem);
  });

  it('orders quick access across remotes and keeps the first claim of a key', () => {
    const parsed = parseManifest({
      remotes: [
        base('people', { quickAccess: [{ key: 'user', label, path: '/users/list', icon: 'user', order: 40 }] }),
        base('maintenance', {
          quickAccess: [
            { key: 'maintenance', label, path: '/orders/list', icon: 'tool', order: 30 },
            { key: 'user', label, path: '/maintenance/users', icon: 'user' },
          ],
        }),
      ],
    });
    expect(quickAccessOf(parsed.remotes).map((l) => `${l.key} ${l.path}`)).toEqual(['maintenance /orders/list', 'user /users/list']);
    expect(parsed.problems).toEqual(['maintenance: quick-access key "user" already declared by people']);
  });

  it('gives a view the sections contributed to its entity, with their remote, in order', () => {
    const parsed = parseManifest({
      remotes: [
        base('maintenance', {
          sections: [
            { id: 'unit-orders', entity: 'unit', label, exposes: './UnitWorkOrders', order: 2 },
            { id: 'property-orders', entity: 'property', label, exposes: './PropertyWorkOrders' },
          ],
        }),
        base('billing', {
          sections: [{ id: 'unit-bills', entity: 'unit', label, related: { entity: 'bill', field: 'unitId' }, order: 1 }],
        }),
      ],
    });
    expect(sectionsFor(parsed.remotes, 'unit').map((s) => `${s.remote} ${s.id}`)).toEqual([
      'billing unit-bills',
      'maintenance unit-orders',
    ]);
    expect(sectionsFor(parsed.remotes, 'pet')).toEqual([]);
  });
});
