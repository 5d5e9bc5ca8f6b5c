import type { RemoteManifest } from '@portico/shell-sdk';
import { buildMenu, isItemActive } from './menu';

const remote: RemoteManifest = {
  name: 'people',
  version: '0.1.0',
  entry: '/remotes/people/remoteEntry.js',
  routes: ['/properties', '/analytics'],
  menu: [
    { path: '/properties/list', label: { en: 'Properties', es: 'Propiedades' } },
    { path: '/analytics/property', label: { en: 'Property Analytics', es: 'Analítica de propiedades' } },
    { path: '/analytics/user', label: { en: 'User Analytics', es: 'Analítica de usuarios' } },
  ],
  pages: [],
};

const lit = (pathname: string) =>
  buildMenu([remote], () => true)
    .flatMap((section) => section.items)
    .filter((item) => isItemActive(item, pathname))
    .map((item) => item.path);

describe('which menu entry is lit', () => {
  it('an entity list for every screen of the entity', () => {
    expect(lit('/properties/view/p1')).toEqual(['/properties/list']);
    expect(lit('/properties/list')).toEqual(['/properties/list']);
  });

  it('one page of several under one first segment, not its neighbours', () => {
    expect(lit('/analytics/property')).toEqual(['/analytics/property']);
    expect(lit('/analytics/user')).toEqual(['/analytics/user']);
    expect(lit('/analytics/maintenance')).toEqual([]);
  });
});
