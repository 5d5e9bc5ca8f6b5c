import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Menu,
  Modal,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { slugFor, type EntityDef, type Label } from '@portico/contracts/kit';
import { fileDocument, folder } from '@portico/contracts/community';
import {
  api,
  errorMessage,
  formatDateTime,
  labelText,
  linkProps,
  toast,
  useCan,
  useLanguage,
  usePageMeta,
  type RemotePage,
} from '@portico/shell-sdk';
import {
  FileDrop,
  Icon,
  RefValue,
  entityNamed,
  resourceKeys,
  useRefOptions,
  useResourceList,
  type RemoteRoute,
  type ResourceRecord,
} from '@portico/shell-ui';
import { FILE_KINDS, downloadDocument, uploadDocument, useFolderChain, useFolderTree } from './files-api';
import { fill, filesText as text } from './text';

type Item = { kind: 'folder' | 'document'; record: ResourceRecord };
const defOf = (item: Item): EntityDef => (item.kind === 'folder' ? folder : fileDocument);
// People's entity, from the host's kit: this remote bundles only community's definitions (ADR 0074).
const property = entityNamed('property');
const PAGE = 200;

function useRefreshFiles() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: resourceKeys.all(folder.module) });
    await client.invalidateQueries({ queryKey: resourceKeys.all(fileDocument.module) });
  };
}

/** A dialog's Cancel and Save. */
function SaveOrCancel({ onCancel, saving, ready, testId }: { onCancel: () => void; saving: boolean; ready: boolean; testId: string }) {
  const language = useLanguage();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {labelText(text.cancel, language)}
      </Button>
      <Button type="submit" loading={saving} disabled={!ready} data-testid={testId}>
        {labelText(text.save, language)}
      </Button>
    </Group>
  );
}

/** Rename, move, share or delete one folder or file: each a plain update (or archive) of its record. */
function useChange() {
  const refresh = useRefreshFiles();
  const language = useLanguage();
  return useMutation({
    mutationFn: ({ item, changes, archive }: { item: Item; changes?: Record<string, unknown>; archive?: boolean }) => {
      const path = `/${defOf(item).module}/${encodeURIComponent(item.record.id)}`;
      return archive ? api.post(`${path}/archive`, {}) : api.patch(path, { ...changes, version: item.record.version });
    },
    onSuccess: async (_r, { archive }) => {
      toast.success(labelText(archive ? text.deleted : text.saved, language));
      await refresh();
    },
    onError: (error) => toast.error(labelText(text.failed, language), errorMessage(error)),
  });
}

function RenameModal({ item, onClose }: { item: Item; onClose: () => void }) {
  const language = useLanguage();
  const t = (label: Label) => labelText(label, language);
  const [name, setName] = useState(String(item.record.name ?? ''));
  const change = useChange();
  const def = defOf(item);
  return (
    <Modal opened onClose={onClose} title={t(text.rename)}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) change.mutate({ item, changes: { name: name.trim() } }, { onSuccess: onClose });
        }}
      >
        <Stack>
          <TextInput
            label={labelText(def.fields.name!.label, language)}
            value={name}
            maxLength={def.fields.name!.max}
            onChange={(e) => setName(e.currentTarget.value)}
            error={name.trim() ? undefined : String(def.fields.name!.required)}
            data-testid="files-rename-input"
            data-autofocus
          />
          <SaveOrCancel onCancel={onClose} saving={change.isPending} ready={!!name.trim()} testId="files-rename-save" />
        </Stack>
      </form>
    </Modal>
  );
}

/** Folders of the item's property it may go to (a folder never into itself or below; the service checks too). */
function MoveModal({ item, onClose }: { item: Item; onClose: () => void }) {
  const language = useLanguage();
  const t = (label: Label) => labelText(label, language);
  const change = useChange();
  const tree = useFolderTree();
  const all = tree.all.filter((f) => f.propertyId === item.record.propertyId);
  // A folder never goes into itself or below it.
  const below = (f: ResourceRecord): boolean => tree.ancestry(f).some((at) => at.id === item.record.id);
  const field = item.kind === 'folder' ? 'parentFolderId' : 'folderId';
  const current = typeof item.record[field] === 'string' ? String(item.record[field]) : '';
  const [target, setTarget] = useState(current);
  const options = [
    { value: '', label: t(text.topLevel) },
    ...all
      .filter((f) => item.kind === 'document' || !below(f))
      .map((f) => ({ value: f.id, label: tree.pathOf(f) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  ];
  return (
    <Modal opened onClose={onClose} title={`${t(text.move)}: ${String(item.record.name ?? '')}`}>
      <Stack>
        <Select
          label={t(text.moveTo)}
          data={options}
          value={target}
          onChange={(v) => setTarget(v ?? '')}
          allowDeselect={false}
          searchable
          comboboxProps={{ withinPortal: true }}
          data-testid="files-move-target"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t(text.cancel)}
          </Button>
          <Button
            loading={change.isPending}
            disabled={target === current}
            data-testid="files-move-save"
            onClick={() => change.mutate({ item, changes: { [field]: target || null } }, { onSuccess: onClose })}
          >
            {t(text.move)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function NewFolderModal({ parent, onClose }: { parent: ResourceRecord | undefined; onClose: () => void }) {
  const language = useLanguage();
  const t = (label: Label) => labelText(label, language);
  const refresh = useRefreshFiles();
  const [name, setName] = useState('');
  const [propertyId, setPropertyId] = useState<string | null>(null);
  const [shared, setShared] = useState(parent?.shared === true);
  const properties = useRefOptions(property, !parent);
  const create = useMutation({
    mutationFn: () =>
      api.post<ResourceRecord>(`/${folder.module}`, {
        name: name.trim(),
        propertyId: parent ? parent.propertyId : propertyId,
        shared,
        ...(parent ? { parentFolderId: parent.id } : {}),
      }),
    onSuccess: async () => {
      toast.success(t(text.saved));
      await refresh();
      onClose();
    },
    onError: (error) => toast.error(t(text.failed), errorMessage(error)),
  });
  const ready = !!name.trim() && (!!parent || !!propertyId);
  return (
    <Modal opened onClose={onClose} title={t(text.newFolder)}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) create.mutate();
        }}
      >
        <Stack>
          <TextInput
            label={labelText(folder.fields.name.label, language)}
            withAsterisk
            value={name}
            maxLength={folder.fields.name.max}
            onChange={(e) => setName(e.currentTarget.value)}
            data-testid="files-folder-name"
            data-autofocus
          />
          {parent ? null : (
            <Select
              label={t(text.property)}
              withAsterisk
              data={properties.data}
              value={propertyId}
              onChange={setPropertyId}
              comboboxProps={{ withinPortal: true }}
              data-testid="files-folder-property"
            />
          )}
          <Checkbox
            label={t(text.shared)}
            checked={shared}
            onChange={(e) => setShared(e.currentTarget.checked)}
            data-testid="files-folder-shared"
          />
          <SaveOrCancel onCancel={onClose} saving={create.isPending} ready={ready} testId="files-folder-save" />
        </Stack>
      </form>
    </Modal>
  );
}

function Row({ item, onRename, onMove, onDelete }: { item: Item; onRename: () => void; onMove: () => void; onDelete: () => void }) {
  const language = useLanguage();
  const t = (label: Label) => labelText(label, language);
  const can = useCan();
  const change = useChange();
  const def = defOf(item);
  const mayChange = can(slugFor(def, 'update'));
  const { record } = item;
  const download = () =>
    void downloadDocument(record)
      .then((found) => {
        if (!found) toast.error(String(record.name), t(text.noFile));
      })
      .catch((e: unknown) => toast.error(String(record.name), errorMessage(e)));
  return (
    <Table.Tr data-testid={`files-row-${item.kind}`} data-id={record.id} data-name={String(record.name)}>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Icon name={item.kind === 'folder' ? 'folder' : 'file'} size={18} />
          {item.kind === 'folder' ? (
            <Anchor size="sm" fw={600} {...linkProps(`/files/${encodeURIComponent(record.id)}`)} data-testid="files-open-folder">
              {String(record.name)}
            </Anchor>
          ) : (
            <Anchor size="sm" component="button" type="button" onClick={download} data-testid="files-download">
              {String(record.name)}
            </Anchor>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        {record.shared === true ? (
          <Badge color="success" variant="light" size="sm">
            {t(text.shared)}
          </Badge>
        ) : (
          <Badge color="gray" variant="light" size="sm">
            {t(text.private)}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <RefValue def={property} id={String(record.propertyId)} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed">
          {formatDateTime(record.updatedAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        {item.kind === 'folder' && !mayChange ? null : (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={String(record.name)} data-testid="files-row-menu">
                <Icon name="menu" size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {item.kind === 'document' ? (
                <Menu.Item leftSection={<Icon name="download" size={14} />} onClick={download}>
                  {t(text.download)}
                </Menu.Item>
              ) : null}
              {mayChange ? (
                <>
                  <Menu.Item leftSection={<Icon name="edit" size={14} />} onClick={onRename} data-testid="files-rename">
                    {t(text.rename)}
                  </Menu.Item>
                  <Menu.Item leftSection={<Icon name="folder" size={14} />} onClick={onMove} data-testid="files-move">
                    {t(text.move)}
                  </Menu.Item>
                  <Menu.Item
                    leftSection={<Icon name="users" size={14} />}
                    onClick={() => change.mutate({ item, changes: { shared: record.shared !== true } })}
                    data-testid="files-share"
                  >
                    {t(record.shared === true ? text.unshare : text.share)}
                  </Menu.Item>
                  <Menu.Item
                    color="danger"
                    c="var(--mantine-color-danger-text)"
                    leftSection={<Icon name="trash" size={14} />}
                    onClick={onDelete}
                    data-testid="files-delete"
                  >
                    {t(text.delete)}
                  </Menu.Item>
                </>
              ) : null}
            </Menu.Dropdown>
          </Menu>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * `/files` and `/files/{id}`: a folder's sub-folders and files (the top level of every property
 * the caller sees at `/files`), with breadcrumbs; management uploads by dropping files on the
 * page, and renames, moves, shares and deletes from each row. Residents see shared items only
 * (the service's scope decides).
 */
export function FilesPage({ folderId }: { folderId?: string }) {
  const language = useLanguage();
  const t = (label: Label) => labelText(label, language);
  const can = useCan();
  const refresh = useRefreshFiles();
  const chain = useFolderChain(folderId);
  const here = folderId ? chain.data?.[chain.data.length - 1] : undefined;
  const filter: Record<string, string> = folderId ? { parentFolderId: folderId } : { atRoot: 'true' };
  const folders = useResourceList(folder, { limit: PAGE, status: 'active', sort: 'name', direction: 'asc', filters: filter });
  const docs = useResourceList(fileDocument, {
    limit: PAGE,
    status: 'active',
    sort: 'name',
    direction: 'asc',
    filters: folderId ? { folderId } : { atRoot: 'true' },
  });
  const [renaming, setRenaming] = useState<Item | null>(null);
  const [moving, setMoving] = useState<Item | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [newFolder, setNewFolder] = useState(false);
  const change = useChange();
  const mayUpload = can(slugFor(fileDocument, 'create')) && can(slugFor(fileDocument, 'update'));
  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      for (const file of files) await uploadDocument(file, { propertyId: String(here!.propertyId), folderId: here!.id });
      return files.length;
    },
    onSuccess: async (count) => {
      toast.success(`${t(text.uploaded)}: ${count}`);
      await refresh();
    },
    onError: async (error) => {
      toast.error(t(text.uploadFailed), errorMessage(error));
      await refresh();
    },
  });

  const crumbs = [
    { title: t(text.title), url: '/files', active: !folderId },
    ...(chain.data ?? []).map((f, i, all) => ({ title: String(f.name), url: `/files/${f.id}`, active: i === all.length - 1 })),
  ];
  usePageMeta(here ? String(here.name) : t(text.title), crumbs);
  const items: Item[] = [
    ...(folders.data?.items ?? []).map((record) => ({ kind: 'folder' as const, record })),
    ...(docs.data?.items ?? []).map((record) => ({ kind: 'document' as const, record })),
  ];
  const loading = folders.isLoading || docs.isLoading || (folderId ? chain.isLoading : false);
  const problem = chain.error ?? folders.error ?? docs.error;

  return (
    <Stack data-testid="files-page" data-folder={folderId ?? ''}>
      <Group justify="space-between">
        <Group gap={6} data-testid="files-breadcrumbs">
          {crumbs.map((c, i) => (
            <Group key={c.url} gap={6}>
              {i > 0 ? <Text c="dimmed">/</Text> : null}
              {c.active ? (
                <Text fw={600}>{c.title}</Text>
              ) : (
                <Anchor {...linkProps(c.url)} data-testid="files-crumb">
                  {c.title}
                </Anchor>
              )}
            </Group>
          ))}
        </Group>
        <Group gap="xs">
          {can(slugFor(folder, 'create')) ? (
            <Button
              variant="default"
              size="xs"
              leftSection={<Icon name="folder" size={14} />}
              onClick={() => setNewFolder(true)}
              data-testid="files-new-folder"
            >
              {t(text.newFolder)}
            </Button>
          ) : null}
          {mayUpload ? (
            <Button
              size="xs"
              leftSection={<Icon name="upload" size={14} />}
              {...linkProps(folderId ? `/files/new?folder=${encodeURIComponent(folderId)}` : '/files/new')}
              component="a"
              data-testid="files-upload"
            >
              {t(text.upload)}
            </Button>
          ) : null}
        </Group>
      </Group>
      <Card p={0}>
        {problem ? (
          <Text p="md" c="danger" data-testid="files-error">
            {errorMessage(problem)}
          </Text>
        ) : loading ? (
          <Skeleton height={160} />
        ) : (
          <Table highlightOnHover verticalSpacing="xs" data-testid="files-table" data-count={items.length}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(text.name)}</Table.Th>
                <Table.Th>{t(text.shared)}</Table.Th>
                <Table.Th>{t(text.property)}</Table.Th>
                <Table.Th>{t(text.updated)}</Table.Th>
                <Table.Th w={48} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text size="sm" c="dimmed" data-testid="files-empty">
                      {t(folderId ? text.empty : text.emptyRoot)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
              {items.map((item) => (
                <Row
                  key={`${item.kind}-${item.record.id}`}
                  item={item}
                  onRename={() => setRenaming(item)}
                  onMove={() => setMoving(item)}
                  onDelete={() => setDeleting(item)}
                />
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      {mayUpload && here ? (
        <FileDrop
          busy={upload.isPending}
          onFiles={(files) => upload.mutate(files)}
          accept={FILE_KINDS}
          label={t(text.drop)}
          testId="files-dropzone"
          inputTestId="files-input"
          p="sm"
          iconSize={18}
        />
      ) : null}
      {renaming ? <RenameModal item={renaming} onClose={() => setRenaming(null)} /> : null}
      {moving ? <MoveModal item={moving} onClose={() => setMoving(null)} /> : null}
      {newFolder ? <NewFolderModal parent={here} onClose={() => setNewFolder(false)} /> : null}
      {deleting ? (
        <Modal opened onClose={() => setDeleting(null)} title={t(text.delete)}>
          <Stack>
            <Text size="sm">{fill(t(text.deleteConfirm), { name: String(deleting.record.name) })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                {t(text.cancel)}
              </Button>
              <Button
                color="danger"
                loading={change.isPending}
                data-testid="files-delete-confirm"
                onClick={() => change.mutate({ item: deleting, archive: true }, { onSettled: () => setDeleting(null) })}
              >
                {t(text.delete)}
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </Stack>
  );
}

export const filesPage: RemotePage = { path: '/files', permission: slugFor(fileDocument, 'list') };
export const filesListPage: RemotePage = { path: '/files/list', permission: slugFor(fileDocument, 'list') };
export const folderPage: RemotePage = { path: '/files/:id', permission: slugFor(folder, 'read') };
export const filesRoutes: RemoteRoute[] = [
  { path: filesPage.path, render: () => <FilesPage /> },
  // The spec's route list also names files/list.
  { path: filesListPage.path, render: () => <FilesPage /> },
  { path: folderPage.path, render: (params) => <FilesPage folderId={params.id!} /> },
];
