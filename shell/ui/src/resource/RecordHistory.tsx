import type { ReactNode } from 'react';
import { Card, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { actionsOf, type EntityDef, type FieldChange, type HistoryEntry, type RecordHistory as History } from '@portico/contracts';
import { api, formatDateTime, labelText, resourceQueryRoot, useLanguage } from '@portico/shell-sdk';
import { Icon } from '../icons';
import { FieldValue } from './fields';

/** A record's history (ADR 0021); under the module's query root, so a live change refreshes it. */
/** Actors that are not people: the translation key of each. */
const SYSTEM_ACTORS: Record<string, string> = {
  seed: 'historyActorSeed',
  scheduler: 'historyActorScheduler',
  'public-report': 'historyActorPublicReport',
  'equipment-service': 'historyActorScheduler',
  // Community's notices (parcel intake, reminders) and the mail outcome of each delivery.
  'community-notices': 'historyActorScheduler',
  'community-mailer': 'historyActorMailer',
  // System principals (ADR 0033).
  webhook: 'historyActorWebhook',
  'event-consumer': 'historyActorEventConsumer',
};

export function useRecordHistory(def: EntityDef, id: string) {
  return useQuery({
    queryKey: [...resourceQueryRoot(def.module), 'history', id] as const,
    queryFn: ({ signal }) => api.get<History>(`/${def.module}/${encodeURIComponent(id)}/history`, { signal }),
  });
}

const LIFECYCLE = ['created', 'archived', 'restored', 'deleted'] as const;
const FILE_EVENTS = ['attachmentAdded', 'attachmentRemoved'] as const;

/** Who changed what and when, oldest first: "<who> changed <Field> from X to Y". */
export function RecordHistory({ def, id }: { def: EntityDef; id: string }) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const query = useRecordHistory(def, id);
  const fieldLabel = (key: string) => {
    const field = def.fields[key];
    if (field) return labelText(field.label, language);
    if (key === 'parentOrgId') return t('parentOrg');
    if (key === 'propertyId') return t('property');
    if (key === 'status') return t('status');
    return key;
  };
  // An action reads in the reader's language, from its declaration's label (never its code name).
  const actions = actionsOf(def);
  const actionName = (entry: HistoryEntry): string | undefined => {
    const action = actions.find((a) => a.name === entry.meta?.action) ?? actions.find((a) => a.event === entry.kind);
    return action ? labelText(action.label, language) : undefined;
  };
  const value = (change: FieldChange, side: 'from' | 'to'): ReactNode => {
    const field = def.fields[change.field];
    return field ? (
      <FieldValue field={field} value={change[side]} dense />
    ) : (
      <Text span size="sm">
        {String(change[side] ?? '—')}
      </Text>
    );
  };

  return (
    <Card data-testid="record-history">
      <Text size="xs" fw={600} tt="uppercase" c="dimmed" mb="md" lts={0.5}>
        {t('history')}
      </Text>
      {query.isLoading ? (
        <Stack gap="xs">
          <Skeleton height={12} width="50%" />
          <Skeleton height={12} width="40%" />
        </Stack>
      ) : query.isError ? (
        <Text size="sm" c="dimmed">
          {t('historyUnavailable')}
        </Text>
      ) : !query.data?.items.length ? (
        <Text size="sm" c="dimmed">
          {t('historyEmpty')}
        </Text>
      ) : (
        <Timeline bulletSize={20} lineWidth={2} active={query.data.items.length - 1}>
          {query.data.items.map((entry) => {
            // The platform's own writers (demo data, the scheduler, a QR report) read as such.
            const system = SYSTEM_ACTORS[String(entry.actorId ?? entry.actorName ?? '')];
            const who = system ? t(system) : (entry.actorName ?? t('historySomeone'));
            const kind = (LIFECYCLE as readonly string[]).includes(entry.kind) ? entry.kind : undefined;
            return (
              <Timeline.Item
                key={entry.id}
                data-kind={entry.kind}
                bullet={<Icon name={entry.kind === 'archived' ? 'archive' : entry.kind === 'restored' ? 'restore' : 'edit'} size={12} />}
                title={
                  <Text size="sm" fw={500}>
                    {kind
                      ? t(`history_${kind}`, { who })
                      : (FILE_EVENTS as readonly string[]).includes(entry.kind)
                        ? t(`history_${entry.kind}`, { who, file: entry.file ?? t('historyAFile') })
                        : entry.kind !== 'updated' && actionName(entry)
                          ? t('historyAction', { who, action: actionName(entry) })
                          : t('historyUpdated', { who })}
                  </Text>
                }
              >
                <Stack gap={2}>
                  {entry.changes.map((change) => (
                    <Text key={change.field} size="sm" data-field={change.field} component="div">
                      {t('historyChanged', { who, field: fieldLabel(change.field) })} {t('historyFrom')} {value(change, 'from')}{' '}
                      {t('historyTo')} {value(change, 'to')}
                    </Text>
                  ))}
                  {entry.meta?.reason ? (
                    <Text size="sm" c="dimmed">
                      {t('historyReason', { reason: entry.meta.reason })}
                    </Text>
                  ) : null}
                  <Text size="xs" c="dimmed">
                    {formatDateTime(entry.occurredAt, language)}
                  </Text>
                </Stack>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Card>
  );
}
