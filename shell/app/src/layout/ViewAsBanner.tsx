import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { errorMessage, toast, useViewAs } from '@portico/shell-sdk';
import { Icon } from '@portico/shell-ui';
import { useTranslation } from 'react-i18next';

/** 'Viewing as <name> — read only' with Exit, on every page while 'View as' is active. */
export function ViewAsBanner() {
  const { t } = useTranslation('common');
  const { user, stop } = useViewAs();
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  return (
    <div className="portico-viewas" role="status" data-testid="view-as-banner" data-user-id={user.id}>
      <Group gap="xs" wrap="nowrap">
        <Icon name="eye" size={16} />
        <Text size="sm" fw={600}>
          {t('viewingAs', { name: user.name })}
        </Text>
      </Group>
      <Button
        size="compact-xs"
        variant="white"
        color="dark"
        loading={busy}
        data-testid="view-as-exit"
        onClick={() => {
          setBusy(true);
          stop()
            .catch((error: unknown) => toast.error(t('error'), errorMessage(error)))
            .finally(() => setBusy(false));
        }}
      >
        {t('exitViewAs')}
      </Button>
    </div>
  );
}
