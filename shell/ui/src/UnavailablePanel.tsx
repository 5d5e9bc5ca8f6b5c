import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

export interface UnavailablePanelProps {
  /** Display name of the remote, e.g. "People". */
  name: string;
  /** `unavailable`: the remote did not load; `crashed`: it threw while rendering. */
  reason?: 'unavailable' | 'crashed';
  onRetry?: () => void;
  retrying?: boolean;
  detail?: string;
}

/** A contained panel shown in place of a remote that failed; the rest of the console works. */
export function UnavailablePanel({ name, reason = 'unavailable', onRetry, retrying, detail }: UnavailablePanelProps) {
  const { t } = useTranslation('ui');
  const crashed = reason === 'crashed';
  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      className="portico-unavailable"
      data-testid="remote-unavailable"
      data-remote-name={name}
      role="alert"
    >
      <Stack align="center" gap="sm" py="lg">
        <ThemeIcon size={56} radius="xl" variant="light" color={crashed ? 'danger' : 'warning'}>
          <Icon name={crashed ? 'alert' : 'plug'} size={28} />
        </ThemeIcon>
        <Title order={3} ta="center" data-testid="remote-unavailable-title">
          {crashed ? t('crashedTitle') : t('unavailableTitle', { name })}
        </Title>
        <Text c="dimmed" ta="center" maw={460}>
          {crashed ? t('crashedText') : t('unavailableText')}
        </Text>
        {detail ? (
          <Text size="xs" c="dimmed" ff="monospace" ta="center" maw={520} lineClamp={2}>
            {detail}
          </Text>
        ) : null}
        {onRetry ? (
          <Group mt="sm">
            <Button onClick={onRetry} loading={retrying} leftSection={<Icon name="refresh" size={16} />} data-testid="remote-retry">
              {t('common:retry')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
