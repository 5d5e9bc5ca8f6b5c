import type { EntityDef } from '@portico/contracts';
import { slugFor } from '@portico/contracts';
import type { RemoteRoute } from '../remote-app';
import { ResourceForm } from './ResourceForm';
import { ResourceList } from './ResourceList';
import { ResourceView } from './ResourceView';

/** The four generic screens of an entity: `/<module>/list|view/:id|edit/:id|new`. */
export function resourceRoutes(def: EntityDef): RemoteRoute[] {
  const base = `/${def.module}`;
  return [
    { path: `${base}/list`, render: () => <ResourceList key={def.module} def={def} /> },
    { path: `${base}/new`, render: () => <ResourceForm key={`${def.module}:new`} def={def} mode="create" /> },
    { path: `${base}/view/:id`, render: ({ id }) => <ResourceView key={`${def.module}:view:${id}`} def={def} id={id!} /> },
    { path: `${base}/edit/:id`, render: ({ id }) => <ResourceForm key={`${def.module}:edit:${id}`} def={def} mode="edit" id={id} /> },
  ];
}

/** The same screens as manifest pages, with the permission slug each needs. */
export function resourcePages(def: EntityDef): { path: string; permission: string }[] {
  const base = `/${def.module}`;
  return [
    { path: `${base}/list`, permission: slugFor(def, 'list') },
    { path: `${base}/new`, permission: slugFor(def, 'create') },
    { path: `${base}/view/:id`, permission: slugFor(def, 'read') },
    { path: `${base}/edit/:id`, permission: slugFor(def, 'update') },
  ];
}
