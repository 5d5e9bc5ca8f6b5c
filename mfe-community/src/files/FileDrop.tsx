import { useRef, useState, type DragEvent } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { ATTACHMENT_MIME_TYPES, fileDocument, type Label } from '@portico/contracts';
import { labelText, useLanguage } from '@portico/shell-sdk';
import { Icon } from '@portico/shell-ui';
import { filesText as text } from './text';

const accept = (fileDocument.attachments?.kinds ?? []).flatMap((k) => ATTACHMENT_MIME_TYPES[k]).join(',');

/**
 * Drop files here or click to choose. The browser's drag and drop with Mantine parts: the
 * registry's @mantine/dropzone pins an older @mantine/core than the console runs (ADR 0022, 0031).
 */
export function FileDrop({
  onFiles,
  busy = false,
  compact = false,
}: {
  onFiles: (files: File[]) => void;
  busy?: boolean;
  compact?: boolean;
}) {
  const language = useLanguage();
  const t = (label: Label) => labelText(label, language);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length && !busy) onFiles(files);
  };
  return (
    <Stack
      align="center"
      gap={4}
      p={compact ? 'sm' : 'xl'}
      role="button"
      tabIndex={0}
      data-testid="files-dropzone"
      data-dragging={dragging || undefined}
      onClick={() => input.current?.click()}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') input.current?.click();
      }}
      onDragOver={(e: DragEvent) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e: DragEvent) => {
        e.preventDefault();
        setDragging(false);
        take(e.dataTransfer.files);
      }}
      style={{
        border: `1px dashed var(--mantine-color-${dragging ? 'portico-6' : 'gray-4'})`,
        borderRadius: 'var(--mantine-radius-md)',
        cursor: 'pointer',
        background: dragging ? 'var(--mantine-color-portico-0)' : undefined,
      }}
    >
      {busy ? <Loader size="sm" /> : <Icon name="upload" size={compact ? 18 : 28} />}
      <Text size="sm">{t(text.drop)}</Text>
      {compact ? null : (
        <Text size="xs" c="dimmed">
          {t(text.dropHint)}
        </Text>
      )}
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={accept}
        data-testid="files-input"
        onChange={(e) => {
          take(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
    </Stack>
  );
}
