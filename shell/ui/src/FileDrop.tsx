import { useRef, useState, type ReactNode } from 'react';
import { Loader, Stack, Text, type MantineSpacing } from '@mantine/core';
import { Icon } from './icons';

export interface FileDropProps {
  onFiles: (files: File[]) => void;
  /** While busy the drop shows a spinner and takes no files. */
  busy?: boolean;
  /** The input's `accept` (MIME types, comma-separated). */
  accept: string;
  label: string;
  hint?: ReactNode;
  /** Test ids of the drop area and of its file input. */
  testId: string;
  inputTestId: string;
  p?: MantineSpacing;
  mb?: MantineSpacing;
  iconSize?: number;
}

/**
 * Drop files here or click (or Enter) to choose: the record's attachments, the file manager.
 * The browser's drag and drop with Mantine parts: the registry's @mantine/dropzone pins an
 * older @mantine/core than the console runs (ADR 0022, 0031).
 */
export function FileDrop({ onFiles, busy = false, accept, label, hint, testId, inputTestId, p = 'xl', mb, iconSize = 28 }: FileDropProps) {
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
      p={p}
      mb={mb}
      role="button"
      tabIndex={0}
      data-testid={testId}
      data-dragging={dragging || undefined}
      onClick={() => input.current?.click()}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') input.current?.click();
      }}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
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
      {busy ? <Loader size="sm" /> : <Icon name="upload" size={iconSize} />}
      <Text size="sm">{label}</Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={accept}
        data-testid={inputTestId}
        onChange={(e) => {
          take(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
    </Stack>
  );
}
