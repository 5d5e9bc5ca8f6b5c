import { createContext, useMemo } from 'react';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { actionPath, type ActionDef, type EntityDef } from '@portico/contracts';
import { type ApiError, api, labelText, resourceQueryRoot, toast, useLanguage } from '@portico/shell-sdk';
import { useTranslation } from 'react-i18next';

/** A record as the API returns it: system fields plus the def's fields. */
export interface ResourceRecord {
  id: string;
  status: 'active' | 'archived';
  version: number;
  createdAt: string;
  updatedAt: string;
  parentOrgId?: string | null;
  propertyId?: string | null;
  [field: string]: unknown;
}

export interface ListPage<T = ResourceRecord> {
  items: T[];
  nextCursor: string | null;
  total: number;
  /** False when the count stopped at its cap: `total` is then "at least" (ADR 0023). */
  totalIsExact?: boolean;
  pageSize: number;
}

export type StatusFilter = 'active' | 'archived' | 'all';

export interface ListParams {
  limit: number;
  cursor?: string | null;
  sort?: string;
  direction?: 'asc' | 'desc';
  q?: string;
  status: StatusFilter;
  filters?: Record<string, string | null>;
}

export const resourceKeys = {
  // The root is the SDK's, so a live change of a module refreshes these lists and views.
  all: (module: string) => resourceQueryRoot(module),
  list: (module: string, params: ListParams) => [...resourceQueryRoot(module), 'list', params] as const,
  record: (module: string, id: string) => [...resourceQueryRoot(module), 'record', id] as const,
};

export function listQuery(params: ListParams): Record<string, string | number | null | undefined> {
  return {
    limit: params.limit,
    cursor: params.cursor ?? undefined,
    sort: params.sort,
    direction: params.direction,
    q: params.q?.trim() || undefined,
    status: params.status,
    ...(params.filters ?? {}),
  };
}

export function useResourceList(def: EntityDef, params: ListParams, enabled = true) {
  return useQuery({
    queryKey: resourceKeys.list(def.module, params),
    queryFn: ({ signal }) => api.get<ListPage>(`/${def.module}`, { query: listQuery(params), signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useResourceRecord(def: EntityDef, id: string | undefined, enabled = true) {
  return useQuery({
    queryKey: resourceKeys.record(def.module, id ?? ''),
    queryFn: ({ signal }) => api.get<ResourceRecord>(`/${def.module}/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: enabled && !!id,
  });
}

export type LifecycleAction = 'archive' | 'restore' | 'delete';

/** Archive, restore or delete a record, with the toast and cache refresh that follow. */
export function useLifecycleAction(def: EntityDef) {
  const client = useQueryClient();
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const entity = labelText(def.title, language);
  return useMutation<unknown, ApiError, { action: LifecycleAction; record: ResourceRecord }>({
    mutationFn: ({ action, record }) => {
      const path = `/${def.module}/${encodeURIComponent(record.id)}`;
      return action === 'delete' ? api.delete(path) : api.post(`${path}/${action}`);
    },
    onSuccess: async (_data, { action, record }) => {
      const key = action === 'archive' ? 'archived' : action === 'restore' ? 'restored' : 'deleted';
      toast.success(t(key, { entity }), String(record[def.displayField] ?? ''));
      if (action === 'delete') client.removeQueries({ queryKey: resourceKeys.record(def.module, record.id) });
      await client.invalidateQueries({ queryKey: resourceKeys.all(def.module) });
    },
    onError: (error) => {
      toast.error(t('actionFailed'), error.message);
    },
  });
}

/** Body of a declared action (ADR 0020): its reason, when it takes one, and its input fields. */
export type RecordActionBody = { reason?: string } & Record<string, unknown>;

/**
 * Runs one declared action of a record (`POST /<module>/{id}/<action>`), refreshing the record
 * and the lists the same way the lifecycle actions do. Errors keep the server's message.
 */
export function useRecordAction(def: EntityDef, action: ActionDef) {
  const client = useQueryClient();
  const { t } = useTranslation('ui');
  const language = useLanguage();
  return useMutation<ResourceRecord, ApiError, { record: ResourceRecord; body?: RecordActionBody }>({
    mutationFn: ({ record, body }) =>
      api.post<ResourceRecord>(`/${def.module}/${encodeURIComponent(record.id)}/${actionPath(action)}`, body ?? {}),
    onSuccess: async (updated, { record }) => {
      toast.success(t('actionDone', { action: labelText(action.label, language) }), String(record[def.displayField] ?? ''));
      client.setQueryData(resourceKeys.record(def.module, record.id), updated);
      await client.invalidateQueries({ queryKey: resourceKeys.all(def.module) });
    },
  });
}

/** Whether a record's read is covered by a batch: loading, or done (found, or out of reach). */
export type RefBatchState = 'loading' | 'done';

export interface RefBatch {
  stateOf(module: string, id: string): RefBatchState | undefined;
}

/** The reference batch of the list on screen; reference cells read their names from it. */
export const RefBatchContext = createContext<RefBatch | null>(null);

/** Ids per request: the list route reads at most this many by id. */
const IDS_PER_CALL = 100;

/**
 * Reads the records behind a page's reference cells with one `GET /<module>?ids=…` per
 * referenced entity (per 100 ids) instead of one read per cell, and puts each record in the
 * record cache, where the cells (and a later view screen) find it.
 */
export function useRecordsByIds(wanted: readonly { module: string; ids: readonly string[] }[]): RefBatch {
  const client = useQueryClient();
  const requests = useMemo(
    () =>
      wanted.flatMap(({ module, ids }) => {
        const sorted = [...new Set(ids)].sort();
        const chunks: { module: string; ids: string[] }[] = [];
        for (let i = 0; i < sorted.length; i += IDS_PER_CALL) chunks.push({ module, ids: sorted.slice(i, i + IDS_PER_CALL) });
        return chunks;
      }),
    [wanted],
  );
  const results = useQueries({
    queries: requests.map(({ module, ids }) => ({
      queryKey: [...resourceQueryRoot(module), 'ids', ids] as const,
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const page = await api.get<ListPage>(`/${module}`, {
          query: { ids: ids.join(','), status: 'all', limit: IDS_PER_CALL },
          signal,
        });
        for (const record of page.items) client.setQueryData(resourceKeys.record(module, record.id), record);
        return page.items.map((record) => record.id);
      },
    })),
  });
  const states = results.map((r) => (r.isPending ? 'loading' : r.isSuccess ? 'done' : undefined));
  const key = states.join();
  return useMemo(() => {
    const index = new Map<string, RefBatchState | undefined>();
    requests.forEach(({ module, ids }, i) => ids.forEach((id) => index.set(`${module}:${id}`, states[i])));
    return { stateOf: (module, id) => index.get(`${module}:${id}`) };
    // `key` stands for `states`, which is a new array on every render.
  }, [requests, key]);
}
