import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EntityDef } from '@portico/contracts';
import { labelText, useLanguage } from '@portico/shell-sdk';
import type { LifecycleAction, ResourceRecord } from './hooks';

export interface PendingAction {
  action: LifecycleAction;
  record: ResourceRecord;
}

const KEYS: Record<LifecycleAction, { title: string; text: string; button: string; color: string }> = {
  archive: { title: 'confirmArchiveTitle', text: 'confirmArchiveText', button: 'archive', color: 'warning' },
  restore: { title: 'confirmRestoreTitle', text: 'confirmRestoreText', button: 'restore', color: 'portico' },
  delete: { title: 'confirmDeleteTitle', text: 'confirmDeleteText', button: 'delete', color: 'danger' },
};

/** Confirmation before archive, restore or delete. */
export function ConfirmActionModal({
  def,
  pending,
  busy,
  onCancel,
  onConfirm,
}: {
  def: EntityDef;
  pending: PendingAction | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (pending: PendingAction) => void;
}) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const keys = pending ? KEYS[pending.action] : KEYS.archive;
  const entity = labelText(def.title, language);
  const name = pending ? String(pending.record[def.displayField] ?? pending.record.id) : '';
  return (
    <Modal
      opened={pending !== null}
      onClose={onCancel}
      title={<Text fw={600}>{t(keys.title, { entity: entity.toLowerCase() })}</Text>}
      centered
      size="md"
      data-testid="confirm-modal"
    >
      <Text size="sm" c="dimmed">
        {t(keys.text, { name })}
      </Text>
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy} data-testid="confirm-cancel">
          {t('common:cancel')}
        </Button>
        <Button
          color={keys.color}
          loading={busy}
          onClick={() => pending && onConfirm(pending)}
          data-testid="confirm-action"
          data-action={pending?.action}
        >
          {t(keys.button)}
        </Button>
      </Group>
    </Modal>
  );
}
