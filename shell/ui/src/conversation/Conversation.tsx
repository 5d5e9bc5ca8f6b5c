import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Anchor, Button, Card, FileButton, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Attachment, EntityDef, Label } from '@portico/contracts';
import {
  api,
  defineLabels,
  errorMessage,
  formatDateTime,
  formatList,
  labelText,
  resourceQueryRoot,
  toast,
  useLanguage,
  usePrincipal,
} from '@portico/shell-sdk';
import { Icon } from '../icons';
import { RefValue } from '../resource/fields';
import { takesAttachments, uploadAttachments } from '../resource/Attachments';
import { resourceKeys, useResourceList, type ResourceRecord } from '../resource/hooks';
import { downloadAttachment } from '../download';

const text = defineLabels('ui.conversation', {
  conversation: { en: 'Conversation', es: 'Conversación' },
  empty: { en: 'No messages yet. Write the first one below.', es: 'Aún no hay mensajes. Escriba el primero abajo.' },
  placeholder: { en: 'Write a message…', es: 'Escriba un mensaje…' },
  send: { en: 'Send', es: 'Enviar' },
  attach: { en: 'Attach files', es: 'Adjuntar archivos' },
  failed: { en: 'Could not send the message', es: 'No se pudo enviar el mensaje' },
  more: { en: 'Older messages are not shown', es: 'No se muestran los mensajes más antiguos' },
} satisfies Record<string, Label>);

const PAGE = 100;

export interface ConversationProps {
  /** The message entity (a thread's messages, a chat's): `body`, `authorId`, `authorName`, attachments. */
  messageDef: EntityDef;
  /** The message field naming the conversation, and the conversation's id. */
  parentField: string;
  parentId: string;
  /** Whether the composer shows (the caller may create messages and the conversation is open). */
  mayWrite: boolean;
  /** Modules whose queries also change when a message is sent (the conversation's counters). */
  alsoRefresh?: readonly string[];
  title?: Label | null;
  /** Test ids are `<prefix>-conversation`, `<prefix>-message`, `<prefix>-composer`, `<prefix>-send`… */
  testIdPrefix?: string;
  /** The caller's own messages sit on the right, as chat apps show them. */
  alignOwn?: boolean;
  /** Told each time the shown messages change (a chat marks them read). */
  onMessages?: (count: number) => void;
  /** Enter sends and Shift+Enter starts a line (chat); otherwise Enter is a new line (threads). */
  sendOnEnter?: boolean;
  header?: ReactNode;
  /** Other words for the list and the composer (comments rather than messages). */
  words?: Partial<Record<'empty' | 'placeholder' | 'send' | 'failed', Label>>;
  /** More fields of each new message (a comment's visibility), and the composer's input for them. */
  extraFields?: Record<string, unknown>;
  composerExtra?: ReactNode;
  /** A mark beside a message's time (an internal comment's badge). */
  messageBadge?: (message: ResourceRecord) => ReactNode;
}

/** A message's files; under the messages' root, so an `attachmentAdded` notice refreshes them. */
function MessageAttachments({ def, messageId }: { def: EntityDef; messageId: string }) {
  const base = `/${def.module}/${encodeURIComponent(messageId)}/attachments`;
  const query = useQuery({
    queryKey: [...resourceQueryRoot(def.module), 'attachments', messageId],
    queryFn: ({ signal }) => api.get<{ items: Attachment[] }>(base, { signal }),
  });
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap" data-testid="message-attachments">
      {items.map((a) => (
        <Anchor
          key={a.id}
          size="sm"
          component="button"
          type="button"
          onClick={() =>
            void downloadAttachment(`${base}/${encodeURIComponent(a.id)}`, a.fileName).catch((e: unknown) =>
              toast.error(a.fileName, errorMessage(e)),
            )
          }
        >
          <Group gap={4} wrap="nowrap">
            <Icon name="file" size={14} />
            {a.fileName}
          </Group>
        </Anchor>
      ))}
    </Group>
  );
}

function Message({
  def,
  message,
  prefix,
  own,
  badge,
}: {
  def: EntityDef;
  message: ResourceRecord;
  prefix: string;
  own: boolean;
  badge?: ReactNode;
}) {
  const authorField = def.fields.authorId;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid={`${prefix}-message`}
      data-own={own || undefined}
      style={own ? { marginLeft: '15%', background: 'var(--mantine-color-portico-0)' } : undefined}
    >
      <Group justify="space-between" gap="xs" mb={4}>
        <Text fw={600} size="sm">
          {typeof message.authorName === 'string' && message.authorName ? (
            String(message.authorName)
          ) : typeof message.authorId === 'string' && authorField ? (
            <RefValue field={authorField} id={message.authorId} />
          ) : (
            '—'
          )}
        </Text>
        <Group gap="xs">
          {badge}
          <Text size="xs" c="dimmed">
            {formatDateTime(message.createdAt)}
          </Text>
        </Group>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid={`${prefix}-message-body`}>
        {String(message.body ?? '')}
      </Text>
      {takesAttachments(def) ? <MessageAttachments def={def} messageId={message.id} /> : null}
    </Paper>
  );
}

/**
 * A conversation: messages oldest first, each with its author, time, body and files, and a
 * composer with attachments. The list query lives under the messages' module root, so a push
 * notice of anyone's new message refreshes it live. Used by maintenance threads, chat and
 * covenant comments.
 */
export function Conversation({
  messageDef,
  parentField,
  parentId,
  mayWrite,
  alsoRefresh = [],
  title = text.conversation,
  testIdPrefix = 'conversation',
  alignOwn = false,
  onMessages,
  sendOnEnter = false,
  header,
  words,
  extraFields,
  composerExtra,
  messageBadge,
}: ConversationProps) {
  const language = useLanguage();
  const t = (label: Label) => labelText(label, language);
  const said = { ...text, ...words };
  const me = usePrincipal()?.userId;
  const client = useQueryClient();
  const messages = useResourceList(messageDef, {
    limit: PAGE,
    status: 'active',
    sort: 'createdAt',
    direction: 'desc',
    filters: { [parentField]: parentId },
  });
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const resetFiles = useRef<() => void>(null);
  const bottom = useRef<HTMLDivElement>(null);

  const send = useMutation({
    mutationFn: async () => {
      const saved = await api.post<ResourceRecord>(`/${messageDef.module}`, {
        [parentField]: parentId,
        body: body.trim(),
        ...extraFields,
      });
      // Like ResourceForm: the files go up once the message exists.
      if (files.length) await uploadAttachments(messageDef, saved.id, files);
      return saved;
    },
    onSuccess: async () => {
      setBody('');
      setFiles([]);
      resetFiles.current?.();
      await client.invalidateQueries({ queryKey: resourceKeys.all(messageDef.module) });
      for (const module of alsoRefresh) await client.invalidateQueries({ queryKey: resourceKeys.all(module) });
    },
    onError: (error) => toast.error(t(said.failed), errorMessage(error)),
  });

  // Newest page first from the API, shown oldest → newest.
  const items = [...(messages.data?.items ?? [])].reverse();
  const newest = items[items.length - 1]?.id;
  useEffect(() => {
    if (!messages.data) return;
    onMessages?.(items.length);
    bottom.current?.scrollIntoView?.({ block: 'nearest' });
    // Only a new newest message (or another conversation) matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [newest, parentId, messages.data === undefined]);

  return (
    <Card data-testid={`${testIdPrefix}-conversation`}>
      {header}
      {title ? (
        <Title order={5} mb="sm">
          {t(title)}
        </Title>
      ) : null}
      <Stack gap="sm" mb="md" data-testid={`${testIdPrefix}-messages`} data-count={items.length}>
        {messages.data?.nextCursor ? (
          <Text size="xs" c="dimmed" ta="center">
            {t(text.more)}
          </Text>
        ) : null}
        {messages.isLoading ? <Skeleton height={60} /> : null}
        {!messages.isLoading && items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(said.empty)}
          </Text>
        ) : null}
        {items.map((m) => (
          <Message
            key={m.id}
            def={messageDef}
            message={m}
            prefix={testIdPrefix}
            own={alignOwn && !!me && m.authorId === me}
            badge={messageBadge?.(m)}
          />
        ))}
        <div ref={bottom} />
      </Stack>
      {mayWrite ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (body.trim() && !send.isPending) send.mutate();
          }}
        >
          <Stack gap="xs">
            <Textarea
              aria-label={t(said.placeholder)}
              placeholder={t(said.placeholder)}
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
              onKeyDown={(e) => {
                // Enter sends, Shift+Enter starts a new line (as chat apps do).
                if (sendOnEnter && e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  if (body.trim() && !send.isPending) send.mutate();
                }
              }}
              autosize
              minRows={2}
              maxRows={8}
              maxLength={messageDef.fields.body?.max}
              data-testid={`${testIdPrefix}-composer`}
            />
            <Group justify="space-between">
              <Group gap="xs">
                {composerExtra}
                {takesAttachments(messageDef) ? (
                  <FileButton resetRef={resetFiles} onChange={setFiles} multiple>
                    {(props) => (
                      <Button
                        {...props}
                        variant="subtle"
                        size="xs"
                        leftSection={<Icon name="upload" size={14} />}
                        data-testid="composer-attach"
                      >
                        {t(text.attach)}
                      </Button>
                    )}
                  </FileButton>
                ) : null}
                {files.length ? (
                  <Text size="xs" c="dimmed" data-testid="composer-files">
                    {formatList(
                      files.map((f) => f.name),
                      language,
                    )}
                  </Text>
                ) : null}
              </Group>
              <Button type="submit" loading={send.isPending} disabled={!body.trim()} data-testid={`${testIdPrefix}-send`}>
                {t(said.send)}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Card>
  );
}
