import { useEffect, useState } from 'react';
import { Badge, Button, Card, Grid, Group, Modal, Skeleton, Stack, Text, TextInput, Textarea, Title, UnstyledButton } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { slugFor, type FieldError, type Label } from '@portico/contracts/kit';
import { chatMessage, conversation, type ChatUnread } from '@portico/contracts/community';
import {
  api,
  errorMessage,
  formatDateTime,
  labelText,
  navigate,
  resourceQueryRoot,
  toast,
  useCan,
  useLanguage,
  useLocation,
  usePageMeta,
  usePrincipal,
  type RemotePage,
} from '@portico/shell-sdk';
import {
  Conversation,
  Icon,
  RefSelect,
  entityNamed,
  resourceKeys,
  useResourceList,
  type RemoteRoute,
  type ResourceRecord,
} from '@portico/shell-ui';
import { chatText as text } from './text';

/** Under the messages' root: any message notice (push) refreshes the counts. */
const unreadKey = [...resourceQueryRoot(chatMessage.module), 'unread'] as const;

function useUnread() {
  return useQuery({ queryKey: unreadKey, queryFn: ({ signal }) => api.get<ChatUnread>('/chat/unread', { signal }) });
}

function ConversationItem({ record, unread, active }: { record: ResourceRecord; unread: number; active: boolean }) {
  const names = Array.isArray(record.participantNames) ? (record.participantNames as string[]) : [];
  return (
    <UnstyledButton
      onClick={() => navigate(`/chat?c=${encodeURIComponent(record.id)}`)}
      data-testid="chat-conversation-item"
      data-id={record.id}
      data-active={active || undefined}
      p="sm"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: active ? 'var(--mantine-color-portico-0)' : undefined,
        display: 'block',
        width: '100%',
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={unread ? 700 : 600} size="sm" lineClamp={1}>
          {String(record.subject ?? '')}
        </Text>
        {unread > 0 ? (
          <Badge color="danger" size="sm" circle={unread < 10} data-testid="chat-unread-badge">
            {unread}
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {names.join(', ')}
      </Text>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed" lineClamp={1} style={{ flex: 1 }}>
          {String(record.lastMessagePreview ?? '')}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(typeof record.lastMessageAt === 'string' ? record.lastMessageAt : null)}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

/** A new conversation: subject, property, participants (management chooses; residents reach management), first message. */
function NewConversation({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const language = useLanguage();
  const t = (label: Label) => labelText(label, language);
  const principal = usePrincipal();
  const client = useQueryClient();
  const resident = principal?.roles.includes('resident') ?? false;
  const [subject, setSubject] = useState('');
  const [propertyId, setPropertyId] = useState(principal?.propertyIds.length === 1 ? principal.propertyIds[0]! : '');
  const [participants, setParticipants] = useState<string[]>([]);
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const start = useMutation({
    mutationFn: async () => {
      const created = await api.post<ResourceRecord>(`/${conversation.module}`, {
        subject: subject.trim(),
        propertyId,
        ...(participants.length ? { participantIds: participants } : {}),
      });
      if (body.trim()) await api.post(`/${chatMessage.module}`, { conversationId: created.id, body: body.trim() });
      return created;
    },
    onSuccess: async (created) => {
      toast.success(t(text.started));
      await client.invalidateQueries({ queryKey: resourceKeys.all(conversation.module) });
      setSubject('');
      setBody('');
      setParticipants([]);
      onClose();
      navigate(`/chat?c=${encodeURIComponent(created.id)}`);
    },
    onError: (error) => {
      const fields = (error as { details?: { fieldErrors?: FieldError[] } }).details?.fieldErrors ?? [];
      setErrors(Object.fromEntries(fields.map((f) => [f.path, f.message])));
      toast.error(t(text.failed), errorMessage(error));
    },
  });

  const submit = () => {
    const missing: Record<string, string> = {};
    if (!subject.trim()) missing.subject = conversation.fields.subject.required as string;
    if (!propertyId) missing.propertyId = t(text.required);
    if (!resident && participants.length === 0) missing.participantIds = t(text.required);
    setErrors(missing);
    if (Object.keys(missing).length === 0) start.mutate();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t(text.newConversation)} size="lg">
      <Stack gap="sm" data-testid="chat-new-form">
        <TextInput
          label={t(text.subject)}
          withAsterisk
          value={subject}
          maxLength={conversation.fields.subject.max}
          onChange={(e) => setSubject(e.currentTarget.value)}
          error={errors.subject}
          data-testid="chat-new-subject"
        />
        <RefSelect
          name="propertyId"
          target={entityNamed('property')}
          label={t(text.property)}
          required
          value={propertyId}
          onChange={(v) => setPropertyId(String(v))}
          error={errors.propertyId}
        />
        {resident ? (
          <Text size="sm" c="dimmed">
            {t(text.toManagement)}
          </Text>
        ) : (
          <RefSelect
            name="participantIds"
            target={entityNamed('user')}
            label={t(text.participants)}
            required
            multiple
            value={participants}
            onChange={(v) => setParticipants(Array.isArray(v) ? v : [v])}
            error={errors.participantIds}
          />
        )}
        <Textarea
          label={t(text.firstMessage)}
          value={body}
          autosize
          minRows={3}
          maxLength={chatMessage.fields.body.max}
          onChange={(e) => setBody(e.currentTarget.value)}
          data-testid="chat-new-body"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t(text.cancel)}
          </Button>
          <Button onClick={submit} loading={start.isPending} data-testid="chat-new-submit">
            {t(text.start)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * `/chat`: the caller's conversations (newest activity first, unread badges), the open one with
 * its messages and composer (the kit's conversation, shared with maintenance threads), and a new
 * conversation. Opening a conversation, and each new message seen in it, moves the caller's
 * read marker, so the badge clears.
 */
export function ChatPage() {
  const language = useLanguage();
  const t = (label: Label) => labelText(label, language);
  const can = useCan();
  const client = useQueryClient();
  const { query } = useLocation();
  usePageMeta(t(text.title), [{ title: t(text.title), active: true }]);
  const list = useResourceList(conversation, { limit: 100, status: 'active', sort: 'lastMessageAt', direction: 'desc' });
  const unread = useUnread();
  const [creating, setCreating] = useState(false);
  const items = list.data?.items ?? [];
  const openId = query.get('c') ?? items[0]?.id;
  const open = items.find((c) => c.id === openId);
  const counts = new Map((unread.data?.items ?? []).map((i) => [i.conversationId, i.unread]));

  const markRead = useMutation({
    mutationFn: (id: string) => api.post(`/chat/conversations/${encodeURIComponent(id)}/read`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: unreadKey }),
  });
  const openUnread = openId ? (counts.get(openId) ?? 0) : 0;
  useEffect(() => {
    if (open && openUnread > 0 && !markRead.isPending) markRead.mutate(open.id);
    // The marker moves when the open conversation has something unread.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open?.id, openUnread]);

  return (
    <Grid data-testid="chat-page">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card p="sm">
          <Group justify="space-between" mb="xs">
            <Title order={5}>{t(text.conversations)}</Title>
            {can(slugFor(conversation, 'create')) ? (
              <Button size="xs" leftSection={<Icon name="plus" size={14} />} onClick={() => setCreating(true)} data-testid="chat-new">
                {t(text.newConversation)}
              </Button>
            ) : null}
          </Group>
          <Stack gap={2} data-testid="chat-conversations">
            {list.isLoading ? <Skeleton height={120} /> : null}
            {!list.isLoading && items.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t(text.none)}
              </Text>
            ) : null}
            {items.map((c) => (
              <ConversationItem key={c.id} record={c} unread={counts.get(c.id) ?? 0} active={c.id === openId} />
            ))}
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        {open ? (
          <Conversation
            key={open.id}
            messageDef={chatMessage}
            parentField="conversationId"
            parentId={open.id}
            mayWrite={can(slugFor(chatMessage, 'create'))}
            alsoRefresh={[conversation.module]}
            testIdPrefix="chat"
            title={null}
            alignOwn
            sendOnEnter
            header={
              <Stack gap={0} mb="sm" data-testid="chat-open-header">
                <Title order={4}>{String(open.subject ?? '')}</Title>
                <Text size="sm" c="dimmed">
                  {t(text.with)}: {(Array.isArray(open.participantNames) ? (open.participantNames as string[]) : []).join(', ')}
                </Text>
              </Stack>
            }
          />
        ) : (
          <Card>
            <Text c="dimmed">{list.isLoading ? '…' : t(text.pick)}</Text>
          </Card>
        )}
      </Grid.Col>
      <NewConversation opened={creating} onClose={() => setCreating(false)} />
    </Grid>
  );
}

export const chatPage: RemotePage = { path: '/chat', permission: slugFor(conversation, 'list') };
export const chatRoute: RemoteRoute = { path: chatPage.path, render: () => <ChatPage /> };

/** A conversation's own address (dashboard cards, history links) opens it in the chat page. */
function OpenInChat({ id }: { id: string }) {
  useEffect(() => navigate(`/chat?c=${encodeURIComponent(id)}`, { replace: true }), [id]);
  return null;
}

export const conversationViewPage: RemotePage = { path: '/conversations/view/:id', permission: slugFor(conversation, 'read') };
export const conversationViewRoute: RemoteRoute = { path: conversationViewPage.path, render: (params) => <OpenInChat id={params.id!} /> };
