import { type ReactNode, useState } from 'react';
import { Alert, Box, Button, Card, Divider, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type EntityDef, type Role, fieldsHiddenFrom, offers, parentOrg, property, slugFor } from '@portico/contracts';
import {
  formatDateTime,
  isApiError,
  labelText,
  linkProps,
  navigate,
  useCan,
  useLanguage,
  usePageMeta,
  usePrincipal,
} from '@portico/shell-sdk';
import { Icon } from '../icons';
import { ConfirmActionModal, type PendingAction } from './ConfirmModal';
import { ContributedSections } from './ContributedSections';
import { FieldValue, RefValue } from './fields';
import { AttachmentImage } from './Attachments';
import { type ResourceRecord, useLifecycleAction, useResourceRecord } from './hooks';
import { RefLabelsContext, refLabelsOf } from './ref-labels';
import { StatusBadge } from './ResourceList';
import { RecordActions } from './RecordActions';
import { RecordHistory } from './RecordHistory';
import { AttachmentsPanel, takesAttachments } from './Attachments';

/** Shown when a record cannot be loaded: not found, forbidden or failing. */
export function RecordProblem({ error, base, onRetry }: { error: unknown; base: string; onRetry: () => void }) {
  const { t } = useTranslation('ui');
  const status = isApiError(error) ? error.status : 0;
  const title = status === 404 ? t('notFoundRecord') : status === 403 ? t('forbidden') : t('loadFailed');
  return (
    <Card>
      <Alert
        color={status === 404 ? 'warning' : 'danger'}
        variant="light"
        title={title}
        icon={<Icon name="alert" />}
        data-testid="record-error"
        data-status={status}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error instanceof Error ? error.message : String(error)}</Text>
          <Group gap="xs">
            <Button size="xs" variant="default" {...linkProps(`${base}/list`)} component="a">
              {t('backToList')}
            </Button>
            {status !== 404 && status !== 403 ? (
              <Button size="xs" variant="light" onClick={onRetry}>
                {t('common:retry')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Alert>
    </Card>
  );
}

/** What a domain adds to the generic view: actions in the header, sections below the record. */
export interface ResourceViewExtras {
  /** Buttons next to Edit/Archive (e.g. a property's Poster). */
  actions?: (record: ResourceRecord) => ReactNode;
  /** Sections under the record card (related lists). */
  sections?: (record: ResourceRecord) => ReactNode;
  /** Buttons of the entity's declared actions (ADR 0020); off where the domain's screen offers them itself. */
  declaredActions?: boolean;
  /** Declared actions the domain's screen offers in its own way (billing's Pay with card entry). */
  hiddenActions?: readonly string[];
}

const SECRET_SET = { en: 'Set (hidden)', es: 'Configurado (oculto)' };
const SECRET_NOT_SET = { en: 'Not set', es: 'Sin configurar' };

/** The generic record screen ('X View'). */
/** Archive while active; restore or delete once archived. */
const LIFECYCLE_BUTTONS = [
  { action: 'archive', icon: 'archive', color: 'warning', whenArchived: false },
  { action: 'restore', icon: 'restore', color: undefined, whenArchived: true },
  { action: 'delete', icon: 'trash', color: 'danger', whenArchived: true },
] as const;

export function ResourceView({
  def,
  id,
  actions,
  sections,
  declaredActions = true,
  hiddenActions,
}: { def: EntityDef; id: string } & ResourceViewExtras) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const can = useCan();
  const principal = usePrincipal();
  const entity = labelText(def.title, language);
  const entities = labelText(def.titlePlural, language);
  const base = `/${def.module}`;
  const query = useResourceRecord(def, id);
  const record = query.data;
  const name = record ? String(record[def.displayField] ?? record.id) : '';
  usePageMeta(t('titleView', { entity, entities }), [
    { title: entities, url: `${base}/list` },
    ...(name ? [{ title: name }] : []),
    { title: t('view'), active: true },
  ]);
  const may = (action: 'update' | 'archive' | 'restore' | 'delete') => offers(def, action) && can(slugFor(def, action));
  const lifecycle = useLifecycleAction(def);
  const [pending, setPending] = useState<PendingAction | null>(null);

  if (query.isLoading) {
    return (
      <Card data-testid="resource-view" data-loading>
        <Skeleton height={22} width="40%" mb="lg" />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {Array.from({ length: 6 }, (_, i) => (
            <Stack key={i} gap={6}>
              <Skeleton height={10} width="30%" />
              <Skeleton height={14} width="60%" />
            </Stack>
          ))}
        </SimpleGrid>
      </Card>
    );
  }
  if (query.isError || !record) return <RecordProblem error={query.error} base={base} onRetry={() => void query.refetch()} />;

  const archived = record.status === 'archived';
  // A sealed secret (ADR 0035) shows only whether it is set; a service-kept one not at all; a
  // field the role does not read not at all (ADR 0037; the service leaves it out too).
  const hidden = fieldsHiddenFrom(def, { roles: (principal?.roles ?? []) as Role[], userId: principal?.userId }, record);
  const fields = Object.entries(def.fields).filter(([key, f]) => (!f.secret || !f.readOnly) && !hidden.includes(key));
  return (
    <RefLabelsContext.Provider value={refLabelsOf([record])}>
      <Stack gap="md" data-testid="resource-view" data-id={record.id} data-status={record.status}>
        <Card p={0}>
          <Group justify="space-between" p="lg" pb="md" wrap="wrap" gap="sm">
            <Group gap="sm">
              <Title order={4} data-testid="record-name">
                {name}
              </Title>
              <StatusBadge status={record.status} />
            </Group>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                leftSection={<Icon name="chevronLeft" size={14} />}
                {...linkProps(`${base}/list`)}
                component="a"
              >
                {t('backToList')}
              </Button>
              {actions ? actions(record) : null}
              {declaredActions ? <RecordActions def={def} record={record} {...(hiddenActions ? { exclude: hiddenActions } : {})} /> : null}
              {may('update') && !archived ? (
                <Button
                  size="xs"
                  leftSection={<Icon name="edit" size={14} />}
                  {...linkProps(`${base}/edit/${encodeURIComponent(record.id)}`)}
                  component="a"
                  data-action="edit"
                >
                  {t('edit')}
                </Button>
              ) : null}
              {LIFECYCLE_BUTTONS.filter((b) => may(b.action) && b.whenArchived === archived).map((b) => (
                <Button
                  key={b.action}
                  size="xs"
                  variant="light"
                  {...(b.color ? { color: b.color } : {})}
                  leftSection={<Icon name={b.icon} size={14} />}
                  onClick={() => setPending({ action: b.action, record })}
                  data-action={b.action}
                >
                  {t(b.action)}
                </Button>
              ))}
            </Group>
          </Group>
          <Divider />
          <Box p="lg">
            <Text size="xs" fw={600} tt="uppercase" c="dimmed" mb="md" lts={0.5}>
              {t('details')}
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
              {def.tenancy !== 'none' && record.parentOrgId ? (
                <ViewItem label={t('parentOrg')} field="parentOrgId">
                  <RefValue def={parentOrg} id={record.parentOrgId} />
                </ViewItem>
              ) : null}
              {def.tenancy === 'property' && record.propertyId ? (
                <ViewItem label={t('property')} field="propertyId">
                  <RefValue def={property} id={record.propertyId} />
                </ViewItem>
              ) : null}
              {fields.map(([key, field]) => (
                <ViewItem key={key} label={labelText(field.label, language)} field={key} wide={field.kind === 'longText'}>
                  {field.secret ? (
                    <Text size="sm" data-secret-set={record[`${key}Set`] ? 'true' : 'false'}>
                      {labelText(record[`${key}Set`] ? SECRET_SET : SECRET_NOT_SET, language)}
                    </Text>
                  ) : field.attachmentImage && typeof record[key] === 'string' && record[key] ? (
                    <AttachmentImage def={def} recordId={record.id} attachmentId={record[key] as string} />
                  ) : (
                    <FieldValue field={field} value={record[key]} />
                  )}
                </ViewItem>
              ))}
            </SimpleGrid>
          </Box>
          <Divider />
          <Group p="lg" py="sm" gap="xl" className="portico-record-meta">
            <Text size="xs" c="dimmed">
              {t('createdAt')}: {formatDateTime(record.createdAt, language)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('updatedAt')}: {formatDateTime(record.updatedAt, language)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('version')}: {record.version}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {t('id')}: {record.id}
            </Text>
          </Group>
        </Card>
        {takesAttachments(def) ? <AttachmentsPanel def={def} record={record} /> : null}
        {sections ? sections(record) : null}
        <ContributedSections def={def} record={record} />
        {can(slugFor(def, 'read')) ? <RecordHistory def={def} id={record.id} /> : null}
        <ConfirmActionModal
          def={def}
          pending={pending}
          busy={lifecycle.isPending}
          onCancel={() => setPending(null)}
          onConfirm={(p) =>
            lifecycle.mutate(p, {
              onSettled: () => setPending(null),
              onSuccess: () => {
                if (p.action === 'delete') navigate(`${base}/list`);
              },
            })
          }
        />
      </Stack>
    </RefLabelsContext.Provider>
  );
}

function ViewItem({ label, field, wide, children }: { label: string; field: string; wide?: boolean; children: ReactNode }) {
  return (
    <Stack gap={4} style={wide ? { gridColumn: '1 / -1' } : undefined} data-field={field}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Box>{children}</Box>
    </Stack>
  );
}
