import { useEffect, useId, useState } from 'react';
import { ActionIcon, Anchor, Button, Card, Group, Image, Loader, Modal, Skeleton, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ATTACHMENT_MIME_TYPES,
  attachmentAddSlug,
  type Attachment,
  type AttachmentsDef,
  type EntityDef,
  slugFor,
  user,
} from '@portico/contracts';
import {
  api,
  errorMessage,
  formatBytes,
  formatDateTime,
  formatList,
  labelText,
  registerTranslations,
  resourceQueryRoot,
  toast,
  useCan,
  useLanguage,
} from '@portico/shell-sdk';
import { downloadAttachment } from '../download';
import { FileDrop } from '../FileDrop';
import { Icon } from '../icons';
import { RefValue } from './fields';
import type { ResourceRecord } from './hooks';

registerTranslations('attachments', {
  en: {
    title: 'Files',
    empty: 'No files yet.',
    drop: 'Drop files here or click to choose',
    hint: '{{kinds}} · up to {{size}} each · at most {{count}} files',
    kind_image: 'Images',
    kind_document: 'Documents (PDF, office, text)',
    uploading: 'Uploading…',
    uploaded_one: '{{count}} file attached',
    uploaded_other: '{{count}} files attached',
    uploadFailed: 'Upload refused',
    tooLarge: '{{name}} is larger than {{size}}',
    name: 'Name',
    size: 'Size',
    uploadedBy: 'Uploaded by',
    uploadedAt: 'Uploaded',
    download: 'Download',
    remove: 'Remove',
    confirmRemoveTitle: 'Remove this file?',
    confirmRemoveText: '“{{name}}” will be removed from this record for good.',
    cancel: 'Cancel',
    removed: 'File removed',
    failed: 'Action failed',
  },
  es: {
    title: 'Archivos',
    empty: 'Aún no hay archivos.',
    drop: 'Suelta los archivos aquí o haz clic para elegir',
    hint: '{{kinds}} · hasta {{size}} cada uno · como máximo {{count}} archivos',
    kind_image: 'Imágenes',
    kind_document: 'Documentos (PDF, ofimática, texto)',
    uploading: 'Subiendo…',
    uploaded_one: '{{count}} archivo adjuntado',
    uploaded_other: '{{count}} archivos adjuntados',
    uploadFailed: 'Subida rechazada',
    tooLarge: '{{name}} supera {{size}}',
    name: 'Nombre',
    size: 'Tamaño',
    uploadedBy: 'Subido por',
    uploadedAt: 'Subido',
    download: 'Descargar',
    remove: 'Quitar',
    confirmRemoveTitle: '¿Quitar este archivo?',
    confirmRemoveText: '«{{name}}» se quitará de este registro definitivamente.',
    cancel: 'Cancelar',
    removed: 'Archivo quitado',
    failed: 'La acción falló',
  },
});

interface AttachmentList {
  items: Attachment[];
  maxBytes: number;
  maxFiles: number;
}

const isImage = (a: Attachment) => ATTACHMENT_MIME_TYPES.image.includes(a.contentType);

export const attachmentKeys = {
  // Under the module's root: a live change of the module (attachmentAdded…) refreshes the list.
  list: (module: string, id: string) => [...resourceQueryRoot(module), 'attachments', id] as const,
};

/** Uploads files to a record's attachments (also used after a create). */
export function uploadAttachments(def: EntityDef, recordId: string, files: readonly File[]): Promise<{ items: Attachment[] }> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return api.post(`/${def.module}/${encodeURIComponent(recordId)}/attachments`, form);
}

/**
 * An attachment's bytes as an object URL, fetched with the session's token (an <img src> could
 * not send it): `undefined` while loading, `null` when it could not be read. Revoked on change.
 */
function useAttachmentUrl(url: string): string | null | undefined {
  const [src, setSrc] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    api
      .blob(url, { query: { inline: '1' } })
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return src;
}

/** A small image preview. */
function Thumbnail({ url, name }: { url: string; name: string }) {
  const src = useAttachmentUrl(url);
  return src ? (
    <Image src={src} alt={name} w={40} h={40} fit="cover" radius="sm" data-testid="attachment-thumbnail" />
  ) : (
    <Icon name="file" size={20} />
  );
}

/**
 * One of the record's image attachments shown whole (a parcel's signature), by the id a field
 * holds.
 */
export function AttachmentImage({ def, recordId, attachmentId }: { def: EntityDef; recordId: string; attachmentId: string }) {
  const src = useAttachmentUrl(`/${def.module}/${encodeURIComponent(recordId)}/attachments/${encodeURIComponent(attachmentId)}`);
  if (src === undefined) return <Skeleton height={80} width={240} radius="sm" />;
  if (src === null) return <Icon name="file" size={20} />;
  return (
    <Image
      src={src}
      alt=""
      mah={160}
      maw={360}
      fit="contain"
      radius="sm"
      bd="1px solid var(--portico-border)"
      data-testid="attachment-image"
    />
  );
}

/** The Files panel of a record's view: list, upload (drop or choose), download, remove. */
export function AttachmentsPanel({ def, record }: { def: EntityDef & { attachments: AttachmentsDef }; record: ResourceRecord }) {
  const { t } = useTranslation('attachments');
  const language = useLanguage();
  const can = useCan();
  const client = useQueryClient();
  const base = `/${def.module}/${encodeURIComponent(record.id)}/attachments`;
  const key = attachmentKeys.list(def.module, record.id);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<AttachmentList>(base, { signal }) });
  const mayAdd = can(attachmentAddSlug(def)) && record.status === 'active';
  const mayChange = can(slugFor(def, 'update')) && record.status === 'active';
  const [removing, setRemoving] = useState<Attachment | null>(null);
  const accept = def.attachments.kinds.flatMap((k) => ATTACHMENT_MIME_TYPES[k]).join(',');
  const maxBytes = query.data?.maxBytes;

  const upload = useMutation({
    mutationFn: (files: File[]) => uploadAttachments(def, record.id, files),
    onSuccess: async (result) => {
      toast.success(t('uploaded', { count: result.items.length }));
      await client.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toast.error(t('uploadFailed'), errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: (a: Attachment) => api.delete(`${base}/${encodeURIComponent(a.id)}`),
    onSuccess: async () => {
      toast.success(t('removed'));
      await client.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toast.error(t('failed'), errorMessage(error)),
    onSettled: () => setRemoving(null),
  });

  const send = (files: File[]) => {
    const tooLarge = maxBytes ? files.find((f) => f.size > maxBytes) : undefined;
    // Said before sending megabytes the server would refuse anyway.
    if (tooLarge && maxBytes) return toast.error(t('uploadFailed'), t('tooLarge', { name: tooLarge.name, size: formatBytes(maxBytes) }));
    upload.mutate(files);
  };

  const items = query.data?.items ?? [];
  return (
    <Card data-testid="attachments" data-count={items.length}>
      <Group justify="space-between" mb="sm">
        <Text size="xs" fw={600} tt="uppercase" c="dimmed" lts={0.5}>
          {def.attachments.label ? labelText(def.attachments.label, language) : t('title')}
        </Text>
        {query.isFetching ? <Loader size="xs" /> : null}
      </Group>
      {mayAdd ? (
        <FileDrop
          onFiles={(files) => send(files)}
          busy={upload.isPending}
          accept={accept}
          label={upload.isPending ? t('uploading') : t('drop')}
          hint={
            query.data
              ? t('hint', {
                  kinds: formatList(
                    def.attachments.kinds.map((k) => t(`kind_${k}`)),
                    language,
                    'disjunction',
                  ),
                  size: formatBytes(query.data.maxBytes),
                  count: query.data.maxFiles,
                })
              : null
          }
          testId="attachments-dropzone"
          inputTestId="attachments-input"
          p="md"
          mb="md"
          iconSize={22}
        />
      ) : null}
      {query.isError ? (
        <Text size="sm" c="danger">
          {errorMessage(query.error)}
        </Text>
      ) : items.length === 0 && !query.isLoading ? (
        <Text size="sm" c="dimmed" data-testid="attachments-empty">
          {t('empty')}
        </Text>
      ) : (
        <Table verticalSpacing="xs" data-testid="attachments-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56} />
              <Table.Th>{t('name')}</Table.Th>
              <Table.Th>{t('size')}</Table.Th>
              <Table.Th>{t('uploadedBy')}</Table.Th>
              <Table.Th>{t('uploadedAt')}</Table.Th>
              <Table.Th w={90} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((a) => {
              const url = `${base}/${encodeURIComponent(a.id)}`;
              return (
                <Table.Tr key={a.id} data-attachment={a.id} data-name={a.fileName}>
                  <Table.Td>{isImage(a) ? <Thumbnail url={url} name={a.fileName} /> : <Icon name="file" size={20} />}</Table.Td>
                  <Table.Td>
                    <Anchor
                      component="button"
                      size="sm"
                      onClick={() =>
                        void downloadAttachment(url, a.fileName).catch((e: unknown) => toast.error(t('failed'), errorMessage(e)))
                      }
                    >
                      {a.fileName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatBytes(a.size)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <RefValue def={user} id={a.uploadedBy} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(a.createdAt, language)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Tooltip label={t('download')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('download')}
                          onClick={() =>
                            void downloadAttachment(url, a.fileName).catch((e: unknown) => toast.error(t('failed'), errorMessage(e)))
                          }
                        >
                          <Icon name="download" size={16} />
                        </ActionIcon>
                      </Tooltip>
                      {mayChange ? (
                        <Tooltip label={t('remove')}>
                          <ActionIcon
                            variant="subtle"
                            color="danger"
                            aria-label={t('remove')}
                            data-action="remove-attachment"
                            onClick={() => setRemoving(a)}
                          >
                            <Icon name="trash" size={16} />
                          </ActionIcon>
                        </Tooltip>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={<Text fw={600}>{t('confirmRemoveTitle')}</Text>}
        centered
        data-testid="confirm-remove-attachment"
      >
        <Text size="sm" c="dimmed">
          {t('confirmRemoveText', { name: removing?.fileName ?? '' })}
        </Text>
        <Group justify="flex-end" mt="xl" gap="sm">
          <Button variant="default" onClick={() => setRemoving(null)} disabled={remove.isPending}>
            {t('cancel')}
          </Button>
          <Button
            color="danger"
            loading={remove.isPending}
            onClick={() => removing && remove.mutate(removing)}
            data-testid="confirm-remove"
          >
            {t('remove')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}

/** Whether an entity takes attachments (narrows its type for the panel). */
export function takesAttachments(def: EntityDef): def is EntityDef & { attachments: AttachmentsDef } {
  return def.attachments !== undefined;
}

/**
 * Files chosen on the create form, uploaded once the record exists (the upload needs its id).
 * Offered only to callers who may change the record's files; a refused upload is a toast, the
 * record stays created.
 */
export function usePendingAttachments(def: EntityDef, mode: 'create' | 'edit') {
  const { t } = useTranslation('attachments');
  const language = useLanguage();
  const can = useCan();
  const [files, setFiles] = useState<File[]>([]);
  const offered = mode === 'create' && takesAttachments(def) && can(attachmentAddSlug(def));
  const accept = takesAttachments(def) ? def.attachments.kinds.flatMap((k) => ATTACHMENT_MIME_TYPES[k]).join(',') : '';
  const inputId = useId();
  const node = offered ? (
    <Stack gap={4} data-testid="create-attachments">
      <Text component="label" htmlFor={inputId} size="sm" fw={500}>
        {def.attachments?.label ? labelText(def.attachments.label, language) : t('title')}
      </Text>
      <input id={inputId} type="file" multiple accept={accept} onChange={(e) => setFiles(Array.from(e.currentTarget.files ?? []))} />
    </Stack>
  ) : null;
  const uploadFor = async (recordId: string | undefined) => {
    if (!offered || !recordId || files.length === 0) return;
    await uploadAttachments(def, recordId, files).then(
      (result) => toast.success(t('uploaded', { count: result.items.length })),
      (error: unknown) => toast.error(t('uploadFailed'), errorMessage(error)),
    );
  };
  return { node, uploadFor };
}
