import { useRef, useState } from 'react';
import { Anchor, Button, Card, FileButton, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { slugFor, thread, threadMessage, type Attachment, type Label } from '@portico/contracts';
import {
  api,
  errorMessage,
  formatDateTime,
  labelText,
  resourceQueryRoot,
  toast,
  useCan,
  useLanguage,
  type RemotePage,
} from '@portico/shell-sdk';
import {
  Icon,
  RefValue,
  ResourceForm,
  resourceKeys,
  uploadAttachments,
  useResourceList,
  type RemoteRoute,
  type ResourceRecord,
} from '@portico/shell-ui';

const text = {
  conversation: { en: 'Conversation', es: 'Conversación' },
  empty: { en: 'No messages yet. Write the first one below.', es: 'Aún no hay mensajes. Escriba el primero abajo.' },
  placeholder: { en: 'Write a message…', es: 'Escriba un mensaje…' },
  send: { en: 'Send', es: 'Enviar' },
  attach: { en: 'Attach files', es: 'Adjuntar archivos' },
  sent: { en: 'Message sent', es: 'Mensaje enviado' },
  failed: { en: 'Could not send the message', es: 'No se pudo enviar el mensaje' },
  more: { en: 'Older messages are not shown', es: 'No se muestran los mensajes más antiguos' },
} satisfies Record<string, Label>;

const PAGE = 100;

async function downloadAttachment(url: string, fileName: string): Promise<void> {
  const blob = await api.blob(url);
  const objectUrl = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = objectUrl;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

/** A message's files; under the messages' root, so an `attachmentAdded` notice refreshes them. */
function MessageAttachments({ messageId }: { messageId: string }) {
  const base = `/${threadMessage.module}/${encodeURIComponent(messageId)}/attachments`;
  const query = useQuery({
    queryKey: [...resourceQueryRoot(threadMessage.module), 'attachments', messageId],
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

function Message({ message }: { message: ResourceRecord }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid="thread-message">
      <Group justify="space-between" gap="xs" mb={4}>
        <Text fw={600} size="sm">
          {typeof message.authorName === 'string' && message.authorName ? (
            String(message.authorName)
          ) : typeof message.authorId === 'string' ? (
            <RefValue field={threadMessage.fields.authorId} id={message.authorId} />
          ) : (
            '—'
          )}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(message.createdAt)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="thread-message-body">
        {String(message.body ?? '')}
      </Text>
      <MessageAttachments messageId={message.id} />
    </Paper>
  );
}

/**
 * A thread as a conversation: messages oldest first (the list API's default order for
 * messages), each with its author, time, body and files, and a composer. The list query lives
 * under the messages' root, so a push notice of a new message (anyone's) refreshes it live.
 */
export function ThreadConversation({ record }: { record: ResourceRecord }) {
  const language = useLanguage();
  const t = (label: Label) => labelText(label, language);
  const can = useCan();
  const client = useQueryClient();
  const messages = useResourceList(threadMessage, {
    limit: PAGE,
    status: 'active',
    sort: 'createdAt',
    direction: 'desc',
    filters: { threadId: record.id },
  });
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const resetFiles = useRef<() => void>(null);
  const mayWrite = can(slugFor(threadMessage, 'create')) && record.status === 'active';

  const send = useMutation({
    mutationFn: async () => {
      const saved = await api.post<ResourceRecord>(`/${threadMessage.module}`, { threadId: record.id, body: body.trim() });
      // Like ResourceForm: the files go up once the message exists.
      if (files.length) await uploadAttachments(threadMessage, saved.id, files);
      return saved;
    },
    onSuccess: async () => {
      setBody('');
      setFiles([]);
      resetFiles.current?.();
      await client.invalidateQueries({ queryKey: resourceKeys.all(threadMessage.module) });
      await client.invalidateQueries({ queryKey: resourceKeys.all(thread.module) });
    },
    onError: (error) => toast.error(t(text.failed), errorMessage(error)),
  });

  // Newest page first from the API, shown oldest → newest.
  const items = [...(messages.data?.items ?? [])].reverse();
  return (
    <Card data-testid="thread-conversation">
      <Title order={5} mb="sm">
        {t(text.conversation)}
      </Title>
      <Stack gap="sm" mb="md" data-testid="thread-messages" data-count={items.length}>
        {messages.data?.nextCursor ? (
          <Text size="xs" c="dimmed" ta="center">
            {t(text.more)}
          </Text>
        ) : null}
        {messages.isLoading ? <Skeleton height={60} /> : null}
        {!messages.isLoading && items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(text.empty)}
          </Text>
        ) : null}
        {items.map((m) => (
          <Message key={m.id} message={m} />
        ))}
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
              aria-label={t(text.placeholder)}
              placeholder={t(text.placeholder)}
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
              autosize
              minRows={2}
              maxRows={8}
              maxLength={threadMessage.fields.body?.max}
              data-testid="thread-composer"
            />
            <Group justify="space-between">
              <Group gap="xs">
                <FileButton resetRef={resetFiles} onChange={setFiles} multiple>
                  {(props) => (
                    <Button {...props} variant="subtle" size="xs" leftSection={<Icon name="upload" size={14} />}>
                      {t(text.attach)}
                    </Button>
                  )}
                </FileButton>
                {files.length ? (
                  <Text size="xs" c="dimmed" data-testid="composer-files">
                    {files.map((f) => f.name).join(', ')}
                  </Text>
                ) : null}
              </Group>
              <Button type="submit" loading={send.isPending} disabled={!body.trim()} data-testid="thread-send">
                {t(text.send)}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Card>
  );
}

/**
 * `/maintenances/view/:id/thread/new` (spec route): the generic thread form with the order
 * fixed; saving lands on the new thread.
 */
export function NewOrderThread({ orderId }: { orderId: string }) {
  return <ResourceForm def={thread} mode="create" fixed={{ orderId }} cancelHref={`/orders/view/${encodeURIComponent(orderId)}`} />;
}

export const newOrderThreadPage: RemotePage = { path: '/maintenances/view/:id/thread/new', permission: slugFor(thread, 'create') };
export const newOrderThreadRoute: RemoteRoute = {
  path: newOrderThreadPage.path,
  render: (params) => <NewOrderThread orderId={params.id!} />,
};

/** To the thread form of an order (the order view's "New thread"). */
export function newThreadHref(orderId: string): string {
  return `/maintenances/view/${encodeURIComponent(orderId)}/thread/new`;
}
