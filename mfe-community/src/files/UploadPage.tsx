import { useState } from 'react';
import { ActionIcon, Button, Card, Checkbox, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { slugFor, type Label } from '@portico/contracts/kit';
import { fileDocument } from '@portico/contracts/community';
import { errorMessage, labelText, navigate, toast, useLanguage, useLocation, usePageMeta, type RemotePage } from '@portico/shell-sdk';
import {
  FileDrop,
  Icon,
  entityNamed,
  formatBytes,
  resourceKeys,
  useRefOptions,
  type RemoteRoute,
  type ResourceRecord,
} from '@portico/shell-ui';
import { FILE_KINDS, uploadDocument, useFolderTree } from './files-api';
import { filesText as text } from './text';

/**
 * `/files/new`: drop or choose files, pick where they go (property, folder) and whether
 * residents of the property may read them; each file becomes one document.
 */
export function UploadPage() {
  const language = useLanguage();
  const t = (label: Label) => labelText(label, language);
  const client = useQueryClient();
  const { query } = useLocation();
  const [folderId, setFolderId] = useState<string>(query.get('folder') ?? '');
  const [propertyId, setPropertyId] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [shared, setShared] = useState<boolean | undefined>(undefined);
  usePageMeta(t(text.newTitle), [
    { title: t(text.title), url: '/files', active: false },
    { title: t(text.newTitle), url: '/files/new', active: true },
  ]);
  // People's entity, from the host's kit: this remote bundles only community's definitions (ADR 0074).
  const properties = useRefOptions(entityNamed('property'));
  const { all, byId, pathOf } = useFolderTree();
  const chosenFolder: ResourceRecord | undefined = folderId ? byId.get(folderId) : undefined;
  const property = chosenFolder ? String(chosenFolder.propertyId) : propertyId;
  // Shared follows the folder until the uploader says otherwise.
  const sharedShown = shared ?? chosenFolder?.shared === true;

  const upload = useMutation({
    mutationFn: async () => {
      for (const file of files) await uploadDocument(file, { propertyId: property!, folderId: folderId || null, shared: sharedShown });
    },
    onSuccess: async () => {
      toast.success(`${t(text.uploaded)}: ${files.length}`);
      await client.invalidateQueries({ queryKey: resourceKeys.all(fileDocument.module) });
      navigate(folderId ? `/files/${encodeURIComponent(folderId)}` : '/files');
    },
    onError: async (error) => {
      toast.error(t(text.uploadFailed), errorMessage(error));
      await client.invalidateQueries({ queryKey: resourceKeys.all(fileDocument.module) });
    },
  });

  return (
    <Card data-testid="files-upload-page">
      <Stack>
        <Group grow align="flex-start">
          <Select
            label={t(text.folder)}
            data={[
              { value: '', label: t(text.topLevel) },
              ...all.map((f) => ({ value: f.id, label: pathOf(f) })).sort((a, b) => a.label.localeCompare(b.label)),
            ]}
            value={folderId}
            onChange={(v) => setFolderId(v ?? '')}
            allowDeselect={false}
            searchable
            comboboxProps={{ withinPortal: true }}
            data-testid="files-upload-folder"
          />
          <Select
            label={t(text.property)}
            withAsterisk
            data={properties.data}
            value={property}
            onChange={setPropertyId}
            disabled={!!chosenFolder}
            comboboxProps={{ withinPortal: true }}
            error={files.length && !property ? t(text.required) : undefined}
            data-testid="files-upload-property"
          />
        </Group>
        <Checkbox
          label={t(text.shared)}
          checked={sharedShown}
          onChange={(e) => setShared(e.currentTarget.checked)}
          data-testid="files-upload-shared"
        />
        <FileDrop
          busy={upload.isPending}
          onFiles={(more) => setFiles((current) => [...current, ...more])}
          accept={FILE_KINDS}
          label={t(text.drop)}
          hint={t(text.dropHint)}
          testId="files-dropzone"
          inputTestId="files-input"
        />
        {files.length ? (
          <Table data-testid="files-upload-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(text.chosen)}</Table.Th>
                <Table.Th />
                <Table.Th w={48} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {files.map((f, i) => (
                <Table.Tr key={`${f.name}-${i}`}>
                  <Table.Td>
                    <Group gap="xs">
                      <Icon name="file" size={16} />
                      <Text size="sm">{f.name}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed">
                      {formatBytes(f.size)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon variant="subtle" aria-label={t(text.remove)} onClick={() => setFiles((c) => c.filter((_, j) => j !== i))}>
                      <Icon name="x" size={14} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => navigate(folderId ? `/files/${encodeURIComponent(folderId)}` : '/files')}>
            {t(text.cancel)}
          </Button>
          <Button
            onClick={() => upload.mutate()}
            loading={upload.isPending}
            disabled={!files.length || !property}
            data-testid="files-upload-submit"
          >
            {t(text.upload)}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export const uploadPage: RemotePage = { path: '/files/new', permission: slugFor(fileDocument, 'create') };
export const uploadRoute: RemoteRoute = { path: uploadPage.path, render: () => <UploadPage /> };
