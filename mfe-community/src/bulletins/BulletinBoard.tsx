import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { slugFor } from '@portico/contracts/kit';
import { bulletin } from '@portico/contracts/community';
import { errorMessage, formatDate, labelText, linkProps, useLanguage, usePageMeta, type RemotePage } from '@portico/shell-sdk';
import { Icon, RefValue, useResourceList, type RemoteRoute, type ResourceRecord } from '@portico/shell-ui';
import { bulletinText as text } from './text';

function BulletinCard({ item }: { item: ResourceRecord }) {
  const language = useLanguage();
  const urgent = item.urgent === true;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="bulletin-card"
      data-urgent={urgent ? 'true' : 'false'}
      style={urgent ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 } : undefined}
    >
      <Group justify="space-between" align="flex-start" mb="xs" wrap="nowrap">
        <Text fw={700} component="a" {...linkProps(`/${bulletin.module}/view/${encodeURIComponent(item.id)}`)} c="inherit">
          {String(item.title ?? '')}
        </Text>
        {urgent ? (
          <Badge color="red" leftSection={<Icon name="alert" size={12} />} style={{ flexShrink: 0, overflow: 'visible' }}>
            {labelText(text.urgent, language)}
          </Badge>
        ) : null}
      </Group>
      <Group gap="xs" mb="sm">
        <Badge variant="light">
          <RefValue field={bulletin.fields.bulletinTypeId} id={String(item.bulletinTypeId ?? '')} />
        </Badge>
        <Text size="xs" c="dimmed">
          {formatDate(item.startDate as string)} · {labelText(text.until, language)} {formatDate(item.endDate as string)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={8}>
        {String(item.body ?? '')}
      </Text>
    </Card>
  );
}

/**
 * What a resident reads: the board of their property's published bulletins, urgent ones pinned
 * first (the list API's default order, boardOrder descending). Managers see the same board.
 */
export function BulletinBoard() {
  const language = useLanguage();
  const title = labelText(text.title, language);
  usePageMeta(title, [{ title, url: '/bulletin-board', active: true }]);
  const board = useResourceList(bulletin, {
    limit: 60,
    status: 'active',
    sort: 'boardOrder',
    direction: 'desc',
    filters: { state: 'published' },
  });
  const items = board.data?.items ?? [];
  return (
    <Stack gap="md" data-testid="bulletin-board">
      {board.isLoading ? <Skeleton height={120} /> : null}
      {board.isError ? (
        <Text c="red" role="alert">
          {errorMessage(board.error)}
        </Text>
      ) : null}
      {!board.isLoading && items.length === 0 ? <Text c="dimmed">{labelText(text.empty, language)}</Text> : null}
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
        {items.map((item) => (
          <BulletinCard key={item.id} item={item} />
        ))}
      </SimpleGrid>
      {board.data?.nextCursor ? (
        <Text size="xs" c="dimmed">
          {labelText(text.more, language)}
        </Text>
      ) : null}
    </Stack>
  );
}

export const bulletinBoardPage: RemotePage = { path: '/bulletin-board', permission: slugFor(bulletin, 'list') };
export const bulletinBoardRoute: RemoteRoute = { path: bulletinBoardPage.path, render: () => <BulletinBoard /> };
