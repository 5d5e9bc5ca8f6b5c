import { Button, Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleSettings } from '@portico/contracts';
import { api, errorMessage, toast } from '@portico/shell-sdk';
import { Icon } from '@portico/shell-ui';
import { useTranslation } from 'react-i18next';
import { CONSOLE_SETTINGS_KEY, useConsoleSettings, useIsConsoleAdmin } from '../console-settings';

/** Updates the switches and refreshes every reader of them. */
export function useUpdateConsoleSettings() {
  const client = useQueryClient();
  const { t } = useTranslation('common');
  return useMutation({
    mutationFn: (body: Partial<Omit<ConsoleSettings, 'updatedAt'>>) => api.request<ConsoleSettings>('PUT', '/console-settings', { body }),
    onSuccess: (settings) => client.setQueryData(CONSOLE_SETTINGS_KEY, settings),
    onError: (error) => toast.error(t('error'), errorMessage(error)),
  });
}

/** What administrators see on every page while maintenance mode is on (ADR 0075), with the way out. */
export function MaintenanceBanner() {
  const { t } = useTranslation('shell');
  const settings = useConsoleSettings().data;
  const admin = useIsConsoleAdmin();
  const update = useUpdateConsoleSettings();
  if (!admin || !settings?.maintenanceMode) return null;
  return (
    <div className="portico-maintenance-banner" role="status" data-testid="maintenance-banner">
      <Group gap="xs" wrap="nowrap">
        <Icon name="tool" size={16} />
        <Text size="sm" fw={600}>
          {t('maintenanceBanner')}
        </Text>
      </Group>
      <Button
        size="compact-xs"
        variant="white"
        color="dark"
        loading={update.isPending}
        onClick={() => update.mutate({ maintenanceMode: false })}
        data-testid="maintenance-off"
      >
        {t('maintenanceSwitchOff')}
      </Button>
    </div>
  );
}
