import { Badge, Card, Group, Loader, Progress, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { notificationDelivery, type NotificationProgress } from '@portico/contracts/community';
import { api, formatNumber, labelText, plural, resourceQueryRoot, useLanguage, type Language } from '@portico/shell-sdk';
import { TEXT } from './text';

/** States whose deliveries exist or are being made: a draft or a scheduled send has none yet. */
const UNDER_WAY = new Set(['sending', 'sent']);
/** While a send is under way the counts move; push refreshes them, this is the fallback. */
const POLL_MS = 3000;

/**
 * The progress of some notifications, one request for all of them (a list page's). Kept under the
 * deliveries' query root: each delivery change pushed to the console (made, mailed, read)
 * refetches it.
 */
export function useDeliveryProgress(ids: readonly string[]) {
  const key = [...ids].sort().join(',');
  return useQuery({
    queryKey: [...resourceQueryRoot(notificationDelivery.module), 'progress', key],
    queryFn: ({ signal }) =>
      api.get<{ items: NotificationProgress[] }>('/notifications/delivery/progress', { query: { ids: key }, signal }),
    enabled: key.length > 0,
    refetchInterval: (query) => (query.state.data?.items.some((p) => p.inProgress) ? POLL_MS : false),
  });
}

function withTotal(text: string, total: number, language: Language): string {
  return text.replace('{total}', formatNumber(total, language));
}

/** "3 of 5 delivered, 2 mails sent" in the reader's language, each count by its plural rules. */
export function progressSentence(p: NotificationProgress, language: Language): string {
  const delivered = withTotal(
    plural(p.delivered, { one: labelText(TEXT.deliveredOfOne, language), other: labelText(TEXT.deliveredOf, language) }, language),
    p.recipients,
    language,
  );
  const mails = plural(p.mailsSent, { one: labelText(TEXT.mailsSentOne, language), other: labelText(TEXT.mailsSent, language) }, language);
  return `${delivered}, ${mails}`;
}

/** A notification's view: how far its send has got, updated while it goes. */
export function DeliveryProgressPanel({ record }: { record: Record<string, unknown> }) {
  const language = useLanguage();
  const id = String(record.id);
  const query = useDeliveryProgress(UNDER_WAY.has(String(record.state)) ? [id] : []);
  if (!UNDER_WAY.has(String(record.state))) return null;
  const p = query.data?.items.find((i) => i.id === id);
  return (
    <Card
      withBorder
      data-testid="delivery-progress"
      data-delivered={p?.delivered}
      data-recipients={p?.recipients}
      data-mails-sent={p?.mailsSent}
    >
      <Group justify="space-between" mb="xs">
        <Title order={5}>{labelText(TEXT.progressTitle, language)}</Title>
        {p?.inProgress ? (
          <Group gap={6}>
            <Loader size="xs" />
            <Text size="xs" c="dimmed">
              {labelText(TEXT.inProgress, language)}
            </Text>
          </Group>
        ) : null}
      </Group>
      {!p ? (
        query.isError ? (
          <Text size="sm" c="red">
            {query.error.message}
          </Text>
        ) : (
          <Loader size="sm" />
        )
      ) : (
        <Stack gap="xs">
          <Progress
            value={p.recipients ? (100 * p.delivered) / p.recipients : 0}
            aria-label={labelText(TEXT.progressTitle, language)}
            animated={p.inProgress}
          />
          <Text size="sm" fw={600} data-testid="delivery-progress-text">
            {progressSentence(p, language)}
          </Text>
          <Group gap="xs">
            {p.read > 0 ? (
              <Badge variant="light" color="green" tt="none">
                {plural(p.read, { one: labelText(TEXT.readOne, language), other: labelText(TEXT.readMany, language) }, language)}
              </Badge>
            ) : null}
            {p.mailsPending > 0 ? (
              <Badge variant="light" color="blue" tt="none">
                {plural(
                  p.mailsPending,
                  { one: labelText(TEXT.queuedOne, language), other: labelText(TEXT.queuedMany, language) },
                  language,
                )}
              </Badge>
            ) : null}
            {p.failed > 0 ? (
              <Badge variant="light" color="red" tt="none">
                {plural(p.failed, { one: labelText(TEXT.failedOne, language), other: labelText(TEXT.failedMany, language) }, language)}
              </Badge>
            ) : null}
          </Group>
        </Stack>
      )}
    </Card>
  );
}

/** The sent list's "Delivered" cell: "N / M", the sentence on hover; one request per page. */
export function DeliveredCell({ row, page }: { row: Record<string, unknown>; page: readonly Record<string, unknown>[] }) {
  const language = useLanguage();
  const ids = page.filter((r) => UNDER_WAY.has(String(r.state))).map((r) => String(r.id));
  const query = useDeliveryProgress(ids);
  const p = query.data?.items.find((i) => i.id === row.id);
  if (!UNDER_WAY.has(String(row.state))) return <Text size="sm">—</Text>;
  if (!p) return query.isLoading ? <Loader size="xs" /> : <Text size="sm">—</Text>;
  return (
    <Tooltip label={progressSentence(p, language)}>
      <Text size="sm" data-testid="delivered-cell" style={{ whiteSpace: 'nowrap' }}>
        {`${formatNumber(p.delivered, language)} / ${formatNumber(p.recipients, language)}`}
        {p.inProgress ? ' …' : ''}
      </Text>
    </Tooltip>
  );
}
