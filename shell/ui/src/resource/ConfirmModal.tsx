import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActionDef, EntityDef } from '@portico/contracts';
import { type ApiError, labelText, useLanguage } from '@portico/shell-sdk';
import { dialogAlertMessages } from './action-dialog-errors';
import { FieldInput } from './fields';
import type { LifecycleAction, RecordActionBody, ResourceRecord } from './hooks';

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
      closeButtonProps={{ 'aria-label': labelText({ en: 'Close', es: 'Cerrar' }, language) }}
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

/**
 * Confirmation of a declared action (ADR 0020): its own text, a reason when the action takes
 * one, and its input fields drawn with the form's field components. Server errors show here,
 * on their field when they name one.
 */
export function ConfirmRecordActionModal({
  def,
  action,
  record,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  def: EntityDef;
  action: ActionDef | null;
  record: ResourceRecord;
  busy: boolean;
  error: ApiError | null;
  onCancel: () => void;
  onConfirm: (body: RecordActionBody) => void;
}) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const [values, setValues] = useState<Record<string, unknown>>({});
  useEffect(() => setValues({}), [action]);
  const fieldError = (path: string) => error?.fieldErrors?.find((e) => e.path === path)?.message;
  const otherErrors = dialogAlertMessages(error, [...Object.keys(action?.input ?? {}), 'reason']);
  const label = action ? labelText(action.label, language) : '';
  const name = String(record[def.displayField] ?? record.id);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': labelText({ en: 'Close', es: 'Cerrar' }, language) }}
      opened={action !== null}
      onClose={onCancel}
      title={<Text fw={600}>{t('confirmActionTitle', { action: label, entity: labelText(def.title, language).toLowerCase() })}</Text>}
      centered
      size="md"
      data-testid="record-action-modal"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {action?.confirm ? labelText(action.confirm, language) : name}
        </Text>
        {otherErrors.length > 0 ? (
          <Alert color="danger" variant="light" data-testid="record-action-error">
            {otherErrors.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </Alert>
        ) : null}
        {Object.entries(action?.input ?? {}).map(([key, field]) => (
          <FieldInput
            key={key}
            name={key}
            field={field}
            binding={{
              value: values[key] ?? null,
              onChange: (value) => setValues((v) => ({ ...v, [key]: value })),
              ...(fieldError(key) ? { error: fieldError(key)! } : {}),
            }}
          />
        ))}
        {action?.reason ? (
          <Textarea
            label={t('reason')}
            required={action.reason === 'required'}
            value={String(values.reason ?? '')}
            onChange={(e) => {
              const reason = e.currentTarget.value;
              setValues((v) => ({ ...v, reason }));
            }}
            error={fieldError('reason')}
            autosize
            minRows={3}
            maxLength={1000}
            data-testid="record-action-reason"
          />
        ) : null}
      </Stack>
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy} data-testid="confirm-cancel">
          {t('common:cancel')}
        </Button>
        <Button
          color={action?.tone === 'danger' ? 'danger' : action?.tone === 'neutral' ? 'gray' : 'portico'}
          loading={busy}
          onClick={() => onConfirm(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined && v !== '')))}
          data-testid="confirm-action"
          data-action={action?.name}
        >
          {label}
        </Button>
      </Group>
    </Modal>
  );
}
