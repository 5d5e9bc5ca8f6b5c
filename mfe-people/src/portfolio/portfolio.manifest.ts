import type { MenuSection, RemoteWidget } from '@portico/shell-sdk';

/** Manifest data of the portfolio feature that no EntityDef carries. */
export const ORGANIZATION_SECTION: MenuSection = { key: 'organization', label: { en: 'Organization', es: 'Organización' }, order: 10 };

export const portfolioWidgets: RemoteWidget[] = [
  {
    id: 'properties-count',
    kind: 'count',
    label: { en: 'Properties', es: 'Propiedades' },
    module: 'properties',
    permission: 'properties-list',
    path: '/properties/list',
    icon: 'building',
    color: 'portico',
  },
  {
    id: 'properties-recent',
    kind: 'recent',
    label: { en: 'Latest properties', es: 'Últimas propiedades' },
    module: 'properties',
    permission: 'properties-list',
    path: '/properties/list',
    field: 'name',
    limit: 5,
    icon: 'building',
  },
];
