import type { ReactNode } from 'react';
import { offers, type EntityDef } from '@portico/contracts';
import type { RemoteRoute } from '../remote-app';
import { ResourceForm } from './ResourceForm';
import { ResourceImport } from './ResourceImport';
import { ResourceList } from './ResourceList';
import { ResourceView, type ResourceViewExtras } from './ResourceView';

export interface ResourceRoutesOptions {
  importable?: boolean;
  /** Extra content of the view screen: related lists, actions. */
  view?: ResourceViewExtras;
  /** Replaces the generic list screen. */
  list?: () => ReactNode;
}

/** The generic screens of an entity: `/<module>/list|view/:id|edit/:id|new` (and `/import`). */
export function resourceRoutes(def: EntityDef, options: ResourceRoutesOptions = {}): RemoteRoute[] {
  const base = `/${def.module}`;
  return [
    { path: `${base}/list`, render: options.list ?? (() => <ResourceList key={def.module} def={def} importable={options.importable} />) },
    ...(offers(def, 'create')
      ? [{ path: `${base}/new`, render: () => <ResourceForm key={`${def.module}:new`} def={def} mode="create" /> }]
      : []),
    {
      path: `${base}/view/:id`,
      render: ({ id }) => <ResourceView key={`${def.module}:view:${id}`} def={def} id={id!} {...(options.view ?? {})} />,
    },
    ...(offers(def, 'update')
      ? [
          {
            path: `${base}/edit/:id`,
            render: ({ id }: { id?: string }) => <ResourceForm key={`${def.module}:edit:${id}`} def={def} mode="edit" id={id} />,
          },
        ]
      : []),
    ...(options.importable ? [{ path: `${base}/import`, render: () => <ResourceImport key={`${def.module}:import`} def={def} /> }] : []),
  ];
}
