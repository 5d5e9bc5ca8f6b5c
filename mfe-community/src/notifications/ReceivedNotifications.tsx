import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notificationDelivery, notificationDeliveryMarkRead as markRead } from '@portico/contracts/community';
import { formatDateTime, labelText, linkProps, usePageMeta, useLanguage, usePrincipal } from '@portico/shell-sdk';
import { FieldValue, Icon, RecordProblem, useRecordAction, useResourceList, useResourceRecord } from '@portico/shell-ui';
import { TEXT } from './text';

const PAGE = 50;

/** `/notifications/received`: the signed-in user's notices, newest first, unread in bold. */
export function ReceivedList() {
  const language = useLanguage();
  const principal = usePrincipal();
  usePageMeta(labelText(TEXT.receivedTitle, language), [{ title: labelText(TEXT.receivedTitle, language), active: true }]);
  // One entry per page shown: "Load more" appends the next page's cursor.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  if (!principal) return null;
  return (
    <Stack gap="sm" data-testid="received-list">
      {cursors.map((cursor, i) => (
        <ReceivedPage
          key={cursor ?? 'first'}
          userId={principal.userId}
          cursor={cursor}
          first={i === 0}
          onMore={i === cursors.length - 1 ? (next) => setCursors((list) => [...list, next]) : undefined}
        />
      ))}
    </Stack>
  );
}

function ReceivedPage({
  userId,
  cursor,
  first,
  onMore,
}: {
  userId: string;
  cursor: string | null;
  first: boolean;
  onMore: ((next: string) => void) | undefined;
}) {
  const language = useLanguage();
  const list = useResourceList(notificationDelivery, { limit: PAGE, cursor, status: 'active', filters: { recipientUserId: userId } });
  if (list.isLoading) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  const items = list.data?.items ?? [];
  const next = list.data?.nextCursor ?? null;
  return (
    <>
      {first && items.length === 0 ? <Alert color="gray">{labelText(TEXT.noneReceived, language)}</Alert> : null}
      {items.map((d) => {
        const unread = d.state !== 'read';
        return (
          <Card key={d.id} withBorder padding="sm" data-testid="received-item" data-unread={unread ? 'true' : 'false'}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor {...linkProps(`/notifications/received/${d.id}`)} fw={unread ? 700 : 400} lineClamp={1} underline="always">
                  {String(d.title)}
                </Anchor>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {String(d.body ?? '')}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                <Text size="xs" c="dimmed">
                  {formatDateTime(String(d.sentAt ?? d.createdAt), language)}
                </Text>
                {unread ? (
                  <Badge color="red" variant="light">
                    {labelText(TEXT.unread, language)}
                  </Badge>
                ) : null}
              </Stack>
            </Group>
          </Card>
        );
      })}
      {onMore && next ? (
        <Group justify="center">
          <Button variant="light" onClick={() => onMore(next)} data-testid="received-more">
            {labelText(TEXT.more, language)}
          </Button>
        </Group>
      ) : null}
    </>
  );
}

/** `/notifications/received/{id}`: one notice; opening it is the read receipt. */
export function ReceivedView({ id }: { id: string }) {
  const language = useLanguage();
  const principal = usePrincipal();
  const query = useResourceRecord(notificationDelivery, id);
  const read = useRecordAction(notificationDelivery, markRead);
  const asked = useRef(false);
  const record = query.data;
  usePageMeta(labelText(TEXT.receivedTitle, language), [
    { title: labelText(TEXT.receivedTitle, language), url: '/notifications/received' },
    ...(record ? [{ title: String(record.title), active: true }] : []),
  ]);
  useEffect(() => {
    if (!record || asked.current || record.state === 'read' || record.recipientUserId !== principal?.userId) return;
    asked.current = true;
    read.mutate({ record });
  }, [record, principal, read]);
  if (query.isLoading) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  if (!record) return <RecordProblem error={query.error} base="/notifications/received" onRetry={() => void query.refetch()} />;
  return (
    <Stack gap="md" data-testid="received-view">
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={3}>{String(record.title)}</Title>
            <Badge variant="light" data-testid="received-state" data-state={String(record.state)}>
              <FieldValue field={notificationDelivery.fields.state} value={record.state} />
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {formatDateTime(String(record.createdAt), language)}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="received-body">
            {String(record.body ?? '')}
          </Text>
          {typeof record.link === 'string' && record.link.startsWith('/') ? (
            <Group>
              <Button variant="light" leftSection={<Icon name="eye" size={16} />} component="a" {...linkProps(record.link)}>
                {labelText(TEXT.goTo, language)}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Card>
      <Anchor {...linkProps('/notifications/received')}>{labelText(TEXT.back, language)}</Anchor>
    </Stack>
  );
}
