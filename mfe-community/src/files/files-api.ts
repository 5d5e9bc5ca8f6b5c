import { useQuery } from '@tanstack/react-query';
import { ATTACHMENT_MIME_TYPES, type Attachment } from '@portico/contracts/kit';
import { fileDocument, folder } from '@portico/contracts/community';
import { api, resourceQueryRoot } from '@portico/shell-sdk';
import { downloadAttachment, uploadAttachments, useResourceList, type ResourceRecord } from '@portico/shell-ui';

/** What a document's file may be (the file drop's `accept`). */
export const FILE_KINDS = (fileDocument.attachments?.kinds ?? []).flatMap((k) => ATTACHMENT_MIME_TYPES[k]).join(',');

export interface UploadTarget {
  propertyId: string;
  folderId: string | null;
  /** Unset: the folder's own sharing applies (the service's default). */
  shared?: boolean;
}

/**
 * One document per file: the record first, then its bytes (ADR 0022). A file the storage
 * refuses (type, size) takes its just-made record with it, so nothing is left half-uploaded.
 */
export async function uploadDocument(file: File, target: UploadTarget): Promise<ResourceRecord> {
  const created = await api.post<ResourceRecord>(`/${fileDocument.module}`, {
    name: file.name.slice(0, fileDocument.fields.name.max),
    propertyId: target.propertyId,
    ...(target.folderId ? { folderId: target.folderId } : {}),
    ...(target.shared === undefined ? {} : { shared: target.shared }),
  });
  try {
    await uploadAttachments(fileDocument, created.id, [file]);
  } catch (error) {
    const path = `/${fileDocument.module}/${encodeURIComponent(created.id)}`;
    await api
      .post(`${path}/archive`, {})
      .then(() => api.delete(path))
      .catch(() => undefined);
    throw error;
  }
  return created;
}

/** Saves a document's file under the document's current name. */
export async function downloadDocument(record: ResourceRecord): Promise<boolean> {
  const base = `/${fileDocument.module}/${encodeURIComponent(record.id)}/attachments`;
  const { items } = await api.get<{ items: Attachment[] }>(base);
  const [file] = items;
  if (!file) return false;
  await downloadAttachment(`${base}/${encodeURIComponent(file.id)}`, String(record.name ?? file.fileName));
  return true;
}

/** The folder and its ancestors, top first (for breadcrumbs); under the folders' root, so a rename or move refreshes it. */
export function useFolderChain(id: string | undefined) {
  return useQuery({
    queryKey: [...resourceQueryRoot(folder.module), 'chain', id ?? ''],
    enabled: !!id,
    queryFn: async ({ signal }) => {
      const chain: ResourceRecord[] = [];
      let next: string | null = id ?? null;
      // Bounded as the service bounds its own walk.
      while (next && chain.length < 100) {
        const row: ResourceRecord = await api.get<ResourceRecord>(`/${folder.module}/${encodeURIComponent(next)}`, { signal });
        chain.unshift(row);
        next = typeof row.parentFolderId === 'string' ? row.parentFolderId : null;
      }
      return chain;
    },
  });
}

/**
 * Every folder in the caller's scope, by name, with each folder's ancestry (itself last) and
 * path ("Board / 2024") for the pickers; walks bounded as the service bounds its own.
 */
export function useFolderTree() {
  const folders = useResourceList(folder, { limit: 200, status: 'active', sort: 'name', direction: 'asc' });
  const all = folders.data?.items ?? [];
  const byId = new Map(all.map((f) => [f.id, f]));
  const ancestry = (f: ResourceRecord): ResourceRecord[] => {
    const chain: ResourceRecord[] = [];
    for (let at: ResourceRecord | undefined = f; at && chain.length < 100;) {
      chain.unshift(at);
      at = typeof at.parentFolderId === 'string' ? byId.get(at.parentFolderId) : undefined;
    }
    return chain;
  };
  const pathOf = (f: ResourceRecord): string =>
    ancestry(f)
      .map((at) => String(at.name))
      .join(' / ');
  return { all, byId, ancestry, pathOf };
}
