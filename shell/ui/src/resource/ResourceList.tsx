import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Group,
  Select,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ColumnDef, type SortingState, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import {
  type EntityDef,
  type FieldDef,
  type Label,
  type Role,
  fieldsHiddenFrom,
  listColumnsOf,
  offers,
  permissionSlug,
  slugFor,
} from '@portico/contracts';
import {
  formatCount,
  isApiError,
  labelText,
  linkClick,
  linkProps,
  navigate,
  useCan,
  useLanguage,
  usePageMeta,
  usePrincipal,
} from '@portico/shell-sdk';
import { Icon } from '../icons';
import { ConfirmActionModal, type PendingAction } from './ConfirmModal';
import { FieldValue, usePageReferences } from './fields';
import { RefLabelsContext, refLabelsOf } from './ref-labels';
import { type ListParams, RefBatchContext, type ResourceRecord, type StatusFilter, useLifecycleAction, useResourceList } from './hooks';

const PAGE_SIZES = ['10', '25', '50', '100'];

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('ui');
  const archived = status === 'archived';
  return (
    <Badge variant="light" color={archived ? 'gray' : 'success'} radius="sm" tt="none" data-status={status}>
      {archived ? t('badgeArchived') : t('badgeActive')}
    </Badge>
  );
}

interface Pager {
  base: string;
  cursors: (string | null)[];
  index: number;
}

/**
 * The generic list screen ('X List'): columns, sorting, search, status and enum filters,
 * keyset pagination with the total, and the row actions the user may take.
 */
export interface ResourceListProps {
  def: EntityDef;
  importable?: boolean;
  /** Filters this screen always applies (the user groups list: `groupType=user`); New prefills them. */
  fixedFilters?: Record<string, string>;
  /** Title of a narrowed list ('User Groups'); breadcrumbs then lead back to the full list. */
  title?: string;
  /** The status filter the screen opens with (an archive screen opens on archived records). */
  initialStatus?: StatusFilter;
  /**
   * Columns a screen adds after the declared ones, for what no field holds (a send's progress,
   * counted by the service). `render` gets the row and the page's rows, so a cell can read
   * what it shows for the whole page at once.
   */
  extraColumns?: readonly ExtraColumn[];
}

export interface ExtraColumn {
  id: string;
  header: Label;
  render: (row: ResourceRecord, page: readonly ResourceRecord[]) => ReactNode;
}

export function ResourceList({
  def,
  importable = false,
  fixedFilters,
  title: narrowedTitle,
  initialStatus = 'active',
  extraColumns,
}: ResourceListProps) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const can = useCan();
  const entity = labelText(def.title, language);
  const entities = labelText(def.titlePlural, language);
  const base = `/${def.module}`;
  const title = narrowedTitle ? t('titleList', { entity: narrowedTitle, entities: narrowedTitle }) : t('titleList', { entity, entities });
  usePageMeta(
    title,
    narrowedTitle
      ? [
          { title: entities, url: `${base}/list` },
          { title: narrowedTitle, active: true },
        ]
      : [
          { title: entities, url: `${base}/list` },
          { title: t('list'), active: true },
        ],
  );
  const newHref = fixedFilters ? `${base}/new?${new URLSearchParams(fixedFilters).toString()}` : `${base}/new`;

  const mayRead = can(slugFor(def, 'read'));
  // What the user may do and what the entity offers at all (join requests are not created here).
  const mayCreate = offers(def, 'create') && can(slugFor(def, 'create'));
  const mayEdit = offers(def, 'update') && can(slugFor(def, 'update'));
  const mayArchive = offers(def, 'archive') && can(slugFor(def, 'archive'));
  const mayRestore = offers(def, 'restore') && can(slugFor(def, 'restore'));
  const mayDelete = offers(def, 'delete') && can(slugFor(def, 'delete'));

  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<StatusFilter>(initialStatus);
  const [filters, setFilters] = useState<Record<string, string | null>>({});
  const [sorting, setSorting] = useState<SortingState>([{ id: def.defaultSort.field, desc: def.defaultSort.direction === 'desc' }]);
  const [pageSize, setPageSize] = useState(25);
  const baseKey = JSON.stringify([debouncedSearch.trim(), status, filters, sorting, pageSize]);
  const [pagerState, setPager] = useState<Pager>({ base: baseKey, cursors: [null], index: 0 });
  const pager: Pager = useMemo(
    () => (pagerState.base === baseKey ? pagerState : { base: baseKey, cursors: [null], index: 0 }),
    [pagerState, baseKey],
  );

  const sort = sorting[0];
  const params: ListParams = {
    limit: pageSize,
    cursor: pager.cursors[pager.index] ?? null,
    sort: sort?.id,
    direction: sort ? (sort.desc ? 'desc' : 'asc') : undefined,
    q: debouncedSearch,
    status,
    filters: { ...filters, ...fixedFilters },
  };
  const query = useResourceList(def, params);
  const page = query.data;
  const items = useMemo(() => page?.items ?? [], [page]);

  // A page emptied by archive/delete: step back.
  useEffect(() => {
    if (page && page.items.length === 0 && pager.index > 0) setPager({ ...pager, index: pager.index - 1 });
  }, [page, pager]);

  const lifecycle = useLifecycleAction(def);
  const [pending, setPending] = useState<PendingAction | null>(null);

  // A column or filter the role does not read is not offered (ADR 0037; the service refuses it).
  const principal = usePrincipal();
  const roles = principal?.roles;
  const unread = useMemo(() => new Set(fieldsHiddenFrom(def, { roles: (roles ?? []) as Role[] })), [def, roles]);
  // The columns come from the declaration (contracts' listColumnsOf, tested over the whole
  // catalogue for clashing titles): listed fields, the property of a property-owned record
  // unless the list is narrowed to one, the record status when archived rows may show.
  const singleProperty = principal?.propertyIds.length === 1;
  const mayAct = mayRead || mayEdit || mayArchive || mayRestore || mayDelete;
  // Screens pass their fixed filters as a fresh object each render: the columns follow its content.
  const fixedKey = JSON.stringify(fixedFilters ?? {});
  const listColumns = useMemo(
    () =>
      listColumnsOf(def, {
        hidden: unread,
        fixedFilters: JSON.parse(fixedKey) as Record<string, string>,
        singleProperty,
        recordStatus: status !== 'active',
        actions: mayAct,
      }),
    [def, unread, fixedKey, singleProperty, status, mayAct],
  );
  const listFields = useMemo(() => listColumns.flatMap((c): [string, FieldDef][] => (c.field ? [[c.key, c.field]] : [])), [listColumns]);
  // Reference cells of the page: one read by ids per referenced entity, not one per cell.
  const references = usePageReferences(listFields, items);
  const servedLabels = useMemo(() => refLabelsOf(items), [items]);
  const enumFilters = useMemo(
    () =>
      Object.entries(def.fields).filter(
        ([key, f]) => f.filterable && f.kind === 'enum' && !(fixedFilters && key in fixedFilters) && !unread.has(key),
      ),
    [def, fixedFilters, unread],
  );

  const columns = useMemo<ColumnDef<ResourceRecord>[]>(() => {
    const cols: ColumnDef<ResourceRecord>[] = listFields.map(([key, field]) => ({
      id: key,
      accessorFn: (row) => row[key],
      header: labelText(field.label, language),
      enableSorting: !!field.sortable,
      cell: ({ row }) => {
        const value = row.original[key];
        if (key === def.displayField && mayRead) {
          const href = `${base}/view/${encodeURIComponent(row.original.id)}`;
          return (
            <Anchor href={href} onClick={linkClick(href)} fw={600} size="sm" data-testid="row-link">
              {String(value ?? row.original.id)}
            </Anchor>
          );
        }
        if (key === def.displayField)
          return (
            <Text fw={600} size="sm">
              {String(value ?? '')}
            </Text>
          );
        return <FieldValue field={field} value={value} dense />;
      },
    }));
    for (const extra of extraColumns ?? [])
      cols.push({
        id: extra.id,
        header: labelText(extra.header, language),
        enableSorting: false,
        cell: ({ row, table }) =>
          extra.render(
            row.original,
            table.getCoreRowModel().rows.map((r) => r.original),
          ),
      });
    const statusColumn = listColumns.find((c) => c.kind === 'status');
    if (statusColumn)
      cols.push({
        id: 'status',
        header: labelText(statusColumn.label, language),
        enableSorting: false,
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      });
    const may = { edit: mayEdit, archive: mayArchive, restore: mayRestore, delete: mayDelete };
    const actionsColumn = listColumns.find((c) => c.kind === 'actions');
    if (actionsColumn) {
      cols.push({
        id: 'actions',
        header: labelText(actionsColumn.label, language),
        enableSorting: false,
        cell: ({ row }) => (
          <RowActions
            record={row.original}
            base={base}
            mayRead={mayRead}
            may={may}
            onAction={(action) => setPending({ action, record: row.original })}
          />
        ),
      });
    }
    return cols;
  }, [listFields, listColumns, extraColumns, language, def.displayField, mayRead, mayEdit, mayArchive, mayRestore, mayDelete, base]);

  const table = useReactTable({
    data: items,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualSorting: true,
    enableSortingRemoval: false,
    sortDescFirst: false,
    state: { sorting },
    onSortingChange: setSorting,
  });

  // While the next page loads, the previous one stays on screen: count from the page shown.
  const shownIndex = useRef(0);
  if (page && !query.isPlaceholderData) shownIndex.current = pager.index;
  const shown = query.isPlaceholderData ? shownIndex.current : pager.index;
  const total = page?.total ?? 0;
  // Past the count's cap the total reads "10k+" (ADR 0023).
  const exact = page?.totalIsExact !== false;
  const from = items.length ? shown * pageSize + 1 : 0;
  const to = shown * pageSize + items.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const pages = exact ? String(pageCount) : `${pageCount}+`;
  const filtered = !!debouncedSearch.trim() || status !== 'active' || Object.values(filters).some(Boolean);
  const loadingFirst = query.isLoading && !page;

  return (
    <Stack gap="md" data-testid="resource-list" data-module={def.module}>
      <Card className="portico-list-card" p={0}>
        <Box className="portico-list-toolbar">
          <Group gap="sm" wrap="wrap" className="portico-list-filters">
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
              aria-label={t('status')}
            />
            {enumFilters.map(([key, field]) => (
              <Select
                key={key}
                size="xs"
                w={{ base: '100%', xs: 190 }}
                clearable
                allowDeselect
                placeholder={`${labelText(field.label, language)}: ${t('filterAll')}`}
                data={(field.options ?? []).map((o) => ({ value: o.value, label: labelText(o.label, language) }))}
                value={filters[key] ?? null}
                onChange={(v) => setFilters((prev) => ({ ...prev, [key]: v }))}
                aria-label={labelText(field.label, language)}
                data-testid={`filter-${key}`}
              />
            ))}
          </Group>
          <Group gap="sm" wrap="wrap" className="portico-list-actions">
            <TextInput
              size="xs"
              w={{ base: '100%', xs: 240 }}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              placeholder={t('searchPlaceholder', { entities: entities.toLowerCase() })}
              leftSection={<Icon name="search" size={15} />}
              aria-label={t('search')}
              data-testid="list-search"
            />
            {importable && can(permissionSlug(def.module, 'import')) ? (
              <Button
                size="xs"
                variant="default"
                leftSection={<Icon name="upload" size={15} />}
                {...linkProps(`${base}/import`)}
                component="a"
                data-testid="list-import"
              >
                {t('import')}
              </Button>
            ) : null}
            {mayCreate ? (
              <Button size="xs" leftSection={<Icon name="plus" size={15} />} {...linkProps(newHref)} component="a" data-testid="add-new">
                {t('addNew')}
              </Button>
            ) : null}
          </Group>
        </Box>

        {query.isError && !page ? (
          <Box p="lg">
            <Alert color="danger" variant="light" title={t('loadFailed')} icon={<Icon name="alert" />} data-testid="list-error">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{isApiError(query.error) && query.error.status === 403 ? t('forbidden') : query.error.message}</Text>
                <Button size="xs" variant="light" color="danger" onClick={() => void query.refetch()}>
                  {t('common:retry')}
                </Button>
              </Stack>
            </Alert>
          </Box>
        ) : (
          <RefBatchContext.Provider value={references}>
            <RefLabelsContext.Provider value={servedLabels}>
              <Table.ScrollContainer minWidth={720} className={query.isFetching && !loadingFirst ? 'portico-table-busy' : undefined}>
                <Table
                  verticalSpacing={10}
                  horizontalSpacing="md"
                  highlightOnHover
                  className="portico-table"
                  data-testid="resource-table"
                  aria-busy={query.isFetching}
                >
                  <Table.Thead>
                    {table.getHeaderGroups().map((group) => (
                      <Table.Tr key={group.id}>
                        {group.headers.map((header) => {
                          const sortable = header.column.getCanSort();
                          const dir = header.column.getIsSorted();
                          return (
                            <Table.Th
                              key={header.id}
                              aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}
                              className={header.id === 'actions' ? 'portico-th-actions' : undefined}
                              data-column={header.id}
                            >
                              {sortable ? (
                                <button
                                  type="button"
                                  className="portico-sort"
                                  onClick={header.column.getToggleSortingHandler()}
                                  data-testid={`sort-${header.id}`}
                                >
                                  <span>{flexRender(header.column.columnDef.header, header.getContext())}</span>
                                  <Icon
                                    name={dir === 'asc' ? 'chevronUp' : dir === 'desc' ? 'chevronDown' : 'selector'}
                                    size={13}
                                    className={dir ? 'portico-sort-active' : 'portico-sort-idle'}
                                  />
                                </button>
                              ) : (
                                flexRender(header.column.columnDef.header, header.getContext())
                              )}
                            </Table.Th>
                          );
                        })}
                      </Table.Tr>
                    ))}
                  </Table.Thead>
                  <Table.Tbody>
                    {loadingFirst
                      ? Array.from({ length: 5 }, (_, i) => (
                          <Table.Tr key={`skeleton-${i}`} data-testid="skeleton-row">
                            {columns.map((c, j) => (
                              <Table.Td key={c.id ?? j}>
                                <Skeleton height={12} width={j === 0 ? '70%' : '50%'} radius="sm" />
                              </Table.Td>
                            ))}
                          </Table.Tr>
                        ))
                      : table.getRowModel().rows.map((row) => (
                          <Table.Tr key={row.id} data-testid="resource-row" data-id={row.original.id} data-status={row.original.status}>
                            {row.getVisibleCells().map((cell) => (
                              <Table.Td
                                key={cell.id}
                                data-column={cell.column.id}
                                data-primary={cell.column.id === def.displayField || undefined}
                              >
                                {flexRender(cell.column.columnDef.cell, cell.getContext())}
                              </Table.Td>
                            ))}
                          </Table.Tr>
                        ))}
                    {!loadingFirst && items.length === 0 ? (
                      <Table.Tr>
                        <Table.Td colSpan={columns.length}>
                          <Center py={48} data-testid="list-empty">
                            <Stack align="center" gap={6}>
                              <ThemeIcon size={48} radius="xl" variant="light" color="portico">
                                <Icon name="inbox" size={24} />
                              </ThemeIcon>
                              <Text fw={600}>{t('emptyTitle')}</Text>
                              <Text size="sm" c="dimmed">
                                {filtered ? t('emptyFiltered') : t('emptyStart')}
                              </Text>
                              {mayCreate && !filtered ? (
                                <Button
                                  size="xs"
                                  mt="xs"
                                  variant="light"
                                  leftSection={<Icon name="plus" size={14} />}
                                  onClick={() => navigate(`${base}/new`)}
                                >
                                  {t('addNew')}
                                </Button>
                              ) : null}
                            </Stack>
                          </Center>
                        </Table.Td>
                      </Table.Tr>
                    ) : null}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </RefLabelsContext.Provider>
          </RefBatchContext.Provider>
        )}

        <Box className="portico-list-footer">
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t('perPage')}
            </Text>
            <Select
              size="xs"
              w={76}
              data={PAGE_SIZES}
              value={String(pageSize)}
              onChange={(v) => setPageSize(Number(v ?? 25))}
              aria-label={t('perPage')}
              data-testid="page-size"
            />
          </Group>
          <Text size="sm" c="dimmed" data-testid="list-summary" data-total={total} data-total-exact={exact}>
            {total ? t('showing', { from, to, total: formatCount(total, exact) }) : loadingFirst ? '' : t('showingNone')}
          </Text>
          <Group gap={6} wrap="nowrap">
            <Button
              size="xs"
              variant="default"
              disabled={pager.index === 0 || query.isFetching}
              onClick={() => setPager({ ...pager, index: pager.index - 1 })}
              leftSection={<Icon name="chevronLeft" size={14} />}
              data-testid="page-prev"
            >
              {t('previous')}
            </Button>
            <Text size="sm" c="dimmed" px={6} data-testid="page-indicator">
              {t('pageOf', { page: shown + 1, pages })}
            </Text>
            <Button
              size="xs"
              variant="default"
              disabled={!page?.nextCursor || query.isFetching}
              onClick={() => {
                if (!page?.nextCursor) return;
                const cursors = pager.cursors.slice(0, pager.index + 1);
                cursors.push(page.nextCursor);
                setPager({ base: baseKey, cursors, index: pager.index + 1 });
              }}
              rightSection={<Icon name="chevronRight" size={14} />}
              data-testid="page-next"
            >
              {t('next')}
            </Button>
          </Group>
        </Box>
      </Card>

      <ConfirmActionModal
        def={def}
        pending={pending}
        busy={lifecycle.isPending}
        onCancel={() => setPending(null)}
        onConfirm={(p) => lifecycle.mutate(p, { onSettled: () => setPending(null) })}
      />
    </Stack>
  );
}

function RowActions({
  record,
  base,
  mayRead,
  may,
  onAction,
}: {
  record: ResourceRecord;
  base: string;
  mayRead: boolean;
  may: { edit: boolean; archive: boolean; restore: boolean; delete: boolean };
  onAction: (action: 'archive' | 'restore' | 'delete') => void;
}) {
  const { t } = useTranslation('ui');
  const id = encodeURIComponent(record.id);
  const archived = record.status === 'archived';
  return (
    <Group gap={2} wrap="nowrap" className="portico-row-actions">
      {mayRead ? (
        <Tooltip label={t('view')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            component="a"
            {...linkProps(`${base}/view/${id}`)}
            aria-label={t('view')}
            data-action="view"
          >
            <Icon name="eye" size={17} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {may.edit && !archived ? (
        <Tooltip label={t('edit')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            component="a"
            {...linkProps(`${base}/edit/${id}`)}
            aria-label={t('edit')}
            data-action="edit"
          >
            <Icon name="edit" size={17} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {may.archive && !archived ? (
        <Tooltip label={t('archive')}>
          <ActionIcon variant="subtle" color="warning" onClick={() => onAction('archive')} aria-label={t('archive')} data-action="archive">
            <Icon name="archive" size={17} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {may.restore && archived ? (
        <Tooltip label={t('restore')}>
          <ActionIcon variant="subtle" color="portico" onClick={() => onAction('restore')} aria-label={t('restore')} data-action="restore">
            <Icon name="restore" size={17} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {may.delete && archived ? (
        <Tooltip label={t('delete')}>
          <ActionIcon variant="subtle" color="danger" onClick={() => onAction('delete')} aria-label={t('delete')} data-action="delete">
            <Icon name="trash" size={17} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
