import { useEffect, useState } from 'react';
import { Alert, Loader, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api, labelText, plural, resourceQueryRoot, useLanguage } from '@portico/shell-sdk';
import { TEXT } from './text';

const AUDIENCE = ['audiencePropertyId', 'audienceUserIds', 'audienceUserGroupIds', 'audienceUnitGroupIds', 'audienceNotificationGroupIds'];

/** The audience part of a notification's values, without blanks (the body the count route takes). */
export function audienceOf(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of AUDIENCE) {
    const v = values[key];
    if (Array.isArray(v) ? v.length > 0 : typeof v === 'string' && v) out[key] = v;
  }
  return out;
}

/**
 * "This notification will reach N people": the audience resolved by the server exactly as the
 * send resolves it (groups → users, unit groups → units → their users, within scope).
 */
export function RecipientsCount({ values }: { values: Record<string, unknown> }) {
  const language = useLanguage();
  const body = JSON.stringify(audienceOf(values));
  const [debounced, setDebounced] = useState(body);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(body), 300);
    return () => clearTimeout(t);
  }, [body]);
  const count = useQuery({
    queryKey: [...resourceQueryRoot('notifications'), 'recipients-count', debounced],
    queryFn: ({ signal }) => api.post<{ count: number }>('/notifications/recipients-count', JSON.parse(debounced), { signal }),
  });
  if (count.isLoading || count.data === undefined) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{labelText(TEXT.counting, language)}</Text>
      </Group>
    );
  }
  const n = count.data.count;
  const text =
    n === 0
      ? labelText(TEXT.reachNone, language)
      : plural(n, { one: labelText(TEXT.reachOne, language), other: labelText(TEXT.reach, language) }, language);
  return (
    <Alert color={n === 0 ? 'yellow' : 'blue'} variant="light" data-testid="recipients-count" data-count={n}>
      {text}
    </Alert>
  );
}
