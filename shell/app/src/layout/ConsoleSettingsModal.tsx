import { useEffect, useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Switch, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConsoleSettings } from '../console-settings';
import { useUpdateConsoleSettings } from './MaintenanceBanner';

/** The administrator's switches (ADR 0075): maintenance mode with its message, and the idle lock. */
export function ConsoleSettingsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const settings = useConsoleSettings().data;
  const update = useUpdateConsoleSettings();
  const [maintenanceMode, setMaintenanceMode] = useState(false);
  const [message, setMessage] = useState('');
  const [lockAfter, setLockAfter] = useState<number | string>(15);
  useEffect(() => {
    if (!opened || !settings) return;
    setMaintenanceMode(settings.maintenanceMode);
    setMessage(settings.maintenanceMessage ?? '');
    setLockAfter(settings.lockAfterMinutes);
  }, [opened, settings]);
  return (
    <Modal opened={opened} onClose={onClose} title={t('consoleSettings')} data-testid="console-settings">
      <Stack>
        <Switch
          label={t('maintenanceMode')}
          description={t('maintenanceModeHint')}
          checked={maintenanceMode}
          onChange={(e) => setMaintenanceMode(e.currentTarget.checked)}
          data-testid="maintenance-switch"
        />
        <Textarea
          label={t('maintenanceMessage')}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
        />
        <NumberInput
          label={t('lockAfter')}
          description={t('lockAfterHint')}
          min={0}
          max={1440}
          value={lockAfter}
          onChange={setLockAfter}
          data-testid="lock-after"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            loading={update.isPending}
            data-testid="console-settings-save"
            onClick={() =>
              update.mutate(
                { maintenanceMode, maintenanceMessage: message.trim() || null, lockAfterMinutes: Number(lockAfter) || 0 },
                { onSuccess: onClose },
              )
            }
          >
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
