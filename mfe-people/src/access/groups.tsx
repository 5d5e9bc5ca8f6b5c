import { useMemo, useState } from 'react';
import { Alert, Anchor, Box, Button, Card, Center, Group, SegmentedControl, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { type EntityDef, type FieldDef, group, slugFor } from '@portico/contracts';
import { type Crumb, labelText, linkClick, linkProps, useCan, useLanguage, usePageMeta } from '@portico/shell-sdk';
import { FieldValue, Icon, StatusBadge, type StatusFilter, useResourceList } from '@portico/shell-ui';
import './i18n';

export type GroupKind = 'user' | 'unit' | 'notification';

const TITLE_KEY: Record<GroupKind, string> = {
  user: 'access.userGroups',
  unit: 'access.unitGroups',
  notification: 'access.notificationGroups',
};

/** `/user-groups/list`, `/unit-groups/list`, `/notification-groups/list`: groups of one type. */
export function GroupTypeList({ kind }: { kind: GroupKind }) {
  const { t } = useTranslation('ui');
  const { t: tp } = useTranslation('people');
  const language = useLanguage();
  const title = tp(TITLE_KEY[kind]);
  return (
    <FilteredList
      def={group}
      filters={{ groupType: kind }}
      title={t('titleList', { entity: title, entities: title })}
      crumbs={[
        { title: labelText(group.titlePlural, language), url: '/groups/list' },
        { title, active: true },
      ]}
      searchLabel={title}
    />
  );
}

/**
 * A list of one entity with fixed filters (the group lists by type) or read-only (modules, the
 * audit log: no Add New, no row actions, no status filter, no link when there is no view).
 */
export function FilteredList({
  def,
  filters = {},
  title,
  crumbs,
  searchLabel,
  readOnly = false,
  viewable = true,
}: {
  def: EntityDef;
  filters?: Record<string, string>;
  title: string;
  crumbs: Crumb[];
  searchLabel: string;
  readOnly?: boolean;
  viewable?: boolean;
}) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const can = useCan();
  usePageMeta(title, crumbs);
  const base = `/${def.module}`;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<StatusFilter>('active');
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [baseKey, setBaseKey] = useState('');
  const key = JSON.stringify([q, status]);
  const pageCursors = baseKey === key ? cursors : [null];
  const cursor = pageCursors[pageCursors.length - 1] ?? null;
  const query = useResourceList(def, {
    limit: 25,
    cursor,
    sort: def.defaultSort.field,
    direction: def.defaultSort.direction,
    q,
    status,
    filters,
  });
  const items = query.data?.items ?? [];
  const filterKey = Object.keys(filters).join(',');
  const columns = useMemo(
    () =>
      Object.entries(def.fields as Record<string, FieldDef>).filter(([k, f]) => f.list && !f.secret && !filterKey.split(',').includes(k)),
    [def, filterKey],
  );
  const mayRead = viewable && can(slugFor(def, 'read'));

  return (
    <Stack gap="md" data-testid="resource-list" data-module={def.module} data-filters={JSON.stringify(filters)}>
      <Card className="portico-list-card" p={0}>
        <Box className="portico-list-toolbar">
          <Group gap="sm" className="portico-list-filters">
            {readOnly ? null : (
              <SegmentedControl
                size="xs"
                value={status}
                onChange={(v) => setStatus(v as StatusFilter)}
                data={[
                  { value: 'active', label: t('statusActive') },
                  { value: 'archived', label: t('statusArchived') },
                  { value: 'all', label: t('statusAll') },
                ]}
                data-testid="status-filter"
              />
            )}
          </Group>
          <Group gap="sm" className="portico-list-actions">
            <TextInput
              size="xs"
              w={{ base: '100%', xs: 240 }}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              placeholder={t('searchPlaceholder', { entities: searchLabel.toLowerCase() })}
              leftSection={<Icon name="search" size={15} />}
              aria-label={t('search')}
              data-testid="list-search"
            />
            {!readOnly && can(slugFor(def, 'create')) ? (
              <Button
                size="xs"
                leftSection={<Icon name="plus" size={15} />}
                {...linkProps(`${base}/new`)}
                component="a"
                data-testid="add-new"
              >
                {t('addNew')}
              </Button>
            ) : null}
          </Group>
        </Box>
        {query.isError ? (
          <Box p="lg">
            <Alert color="danger" variant="light" title={t('loadFailed')} data-testid="list-error">
              {query.error.message}
            </Alert>
          </Box>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing={10} horizontalSpacing="md" highlightOnHover className="portico-table" data-testid="resource-table">
              <Table.Thead>
                <Table.Tr>
                  {columns.map(([k, f]) => (
                    <Table.Th key={k} data-column={k}>
                      {labelText(f.label, language)}
                    </Table.Th>
                  ))}
                  {readOnly ? null : <Table.Th>{t('status')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.isLoading
                  ? Array.from({ length: 3 }, (_, i) => (
                      <Table.Tr key={i} data-testid="skeleton-row">
                        <Table.Td colSpan={columns.length + 1}>
                          <Skeleton height={12} />
                        </Table.Td>
                      </Table.Tr>
                    ))
                  : items.map((row) => (
                      <Table.Tr key={row.id} data-testid="resource-row" data-id={row.id} data-status={row.status}>
                        {columns.map(([k, f]) => (
                          <Table.Td key={k} data-column={k}>
                            {k === def.displayField && mayRead ? (
                              <Anchor
                                href={`${base}/view/${encodeURIComponent(row.id)}`}
                                onClick={linkClick(`${base}/view/${encodeURIComponent(row.id)}`)}
                                fw={600}
                                size="sm"
                                data-testid="row-link"
                              >
                                {String(row[k] ?? row.id)}
                              </Anchor>
                            ) : (
                              <FieldValue field={f} value={row[k]} dense />
                            )}
                          </Table.Td>
                        ))}
                        {readOnly ? null : (
                          <Table.Td>
                            <StatusBadge status={row.status} />
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                {!query.isLoading && items.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={columns.length + 1}>
                      <Center py={40} data-testid="list-empty">
                        <Text fw={600}>{t('emptyTitle')}</Text>
                      </Center>
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Box className="portico-list-footer">
          <Text size="sm" c="dimmed" data-testid="list-summary" data-total={query.data?.total ?? 0}>
            {query.data?.total
              ? t('showing', {
                  from: (pageCursors.length - 1) * 25 + 1,
                  to: (pageCursors.length - 1) * 25 + items.length,
                  total: query.data.total,
                })
              : t('showingNone')}
          </Text>
          <Group gap={6}>
            <Button
              size="xs"
              variant="default"
              disabled={pageCursors.length <= 1}
              onClick={() => {
                setBaseKey(key);
                setCursors(pageCursors.slice(0, -1));
              }}
              data-testid="page-prev"
            >
              {t('previous')}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={!query.data?.nextCursor}
              onClick={() => {
                setBaseKey(key);
                setCursors([...pageCursors, query.data?.nextCursor ?? null]);
              }}
              data-testid="page-next"
            >
              {t('next')}
            </Button>
          </Group>
        </Box>
      </Card>
    </Stack>
  );
}

/** Modules and the audit log: a list without writes or record screens. */
export function ReadOnlyList({ def }: { def: EntityDef }) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const entity = labelText(def.title, language);
  const entities = labelText(def.titlePlural, language);
  return (
    <FilteredList
      def={def}
      readOnly
      viewable={false}
      title={t('titleList', { entity, entities })}
      crumbs={[
        { title: entities, url: `/${def.module}/list` },
        { title: t('list'), active: true },
      ]}
      searchLabel={entities}
    />
  );
}
