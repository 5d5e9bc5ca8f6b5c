import { ActionIcon, Indicator, Menu, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api, formatDateTime, labelText, navigate, resourceQueryRoot, useLanguage, usePrincipal } from '@portico/shell-sdk';
import { Icon, type ListPage } from '@portico/shell-ui';
import { BELL_MODULE as MODULE } from './bell-module';
import { TEXT } from './text';

/**
 * The header's bell (a header item the community remote exposes): the signed-in user's unread
 * count and latest notices. Its queries sit under the deliveries' query root, so the platform's
 * push stream refreshes them the moment a delivery for this user is written.
 */
export default function NotificationBell() {
  const language = useLanguage();
  const principal = usePrincipal();
  const unread = useQuery({
    queryKey: [...resourceQueryRoot(MODULE), 'unread-count'],
    queryFn: ({ signal }) => api.get<{ count: number }>('/notifications/received/unread-count', { signal }),
    enabled: !!principal,
  });
  const latest = useQuery({
    queryKey: [...resourceQueryRoot(MODULE), 'bell-latest', principal?.userId],
    queryFn: ({ signal }) => api.get<ListPage>(`/${MODULE}`, { query: { recipientUserId: principal!.userId, limit: 5 }, signal }),
    enabled: !!principal,
  });
  const count = unread.data?.count ?? 0;
  return (
    <Menu position="bottom-end" width={320} shadow="md" withinPortal>
      {/* The button is the menu's target (a div cannot carry aria-expanded); the count is drawn over it. */}
      <Indicator label={count > 99 ? '99+' : String(count)} size={16} color="red" disabled={count === 0} offset={4}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="white"
            size="lg"
            aria-label={labelText(TEXT.bell, language)}
            data-testid="notification-bell"
            // Absent until the count has loaded, so a reader never mistakes "not yet" for zero.
            data-unread={unread.data ? count : undefined}
          >
            <Icon name="bell" size={20} />
          </ActionIcon>
        </Menu.Target>
      </Indicator>
      <Menu.Dropdown data-testid="notification-bell-menu">
        <Menu.Label>{labelText(TEXT.bell, language)}</Menu.Label>
        {(latest.data?.items ?? []).length === 0 ? (
          <Menu.Item disabled>{labelText(TEXT.noneReceived, language)}</Menu.Item>
        ) : (
          (latest.data?.items ?? []).map((d) => (
            <Menu.Item key={d.id} onClick={() => navigate(`/notifications/received/${d.id}`)} data-testid="bell-item">
              <Text size="sm" fw={d.state === 'read' ? 400 : 700} lineClamp={1}>
                {String(d.title)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(String(d.createdAt), language)}
              </Text>
            </Menu.Item>
          ))
        )}
        <Menu.Divider />
        <Menu.Item onClick={() => navigate('/notifications/received')} data-testid="bell-see-all">
          {labelText(TEXT.seeAll, language)}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
