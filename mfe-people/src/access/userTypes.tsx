import { useMemo } from 'react';
import { Alert, Anchor, Badge, Button, Card, Checkbox, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  PERMISSION_ACTIONS,
  SEED_USER_TYPES,
  actionSlug,
  type EntityDef,
  type Label,
  permissionSlug,
  slugFor,
} from '@portico/contracts/kit';
import { userType } from '@portico/contracts/people';
import { api, labelText, linkClick, linkProps, useCan, useLanguage, type Language } from '@portico/shell-sdk';
import {
  Icon,
  RecordProblem,
  type ListPage,
  type ResourceFormSection,
  type ResourceRecord,
  ResourceForm,
  ResourceView,
  catalogueEntities,
  requestableActionsOfModule,
  resourceKeys,
  useResourceRecord,
} from '@portico/shell-ui';
import { accessLabel } from './text';

const BUILT_IN = new Set(Object.values(SEED_USER_TYPES));
export const isBuiltInType = (id: string) => BUILT_IN.has(id);

/** The user type without its raw permission list: the matrix shows it instead. */
const typeWithoutList: EntityDef = {
  ...userType,
  fields: { ...userType.fields, permissions: { ...userType.fields.permissions, secret: true } },
};

interface ModuleRow {
  id: string;
  key: string;
  name: string;
}

/**
 * The matrix's rows: the organization's modules, or — for a role that may read user types but
 * not list modules (a manager) — the catalogue they are seeded from (one per entity module),
 * rather than a request the gateway refuses and a matrix replaced by an error.
 */
export function useModules() {
  const can = useCan();
  const language = useLanguage();
  const mayList = can(permissionSlug('modules', 'list'));
  return useQuery({
    queryKey: ['resource', 'modules', 'matrix', mayList ? 'listed' : `catalogue-${language}`],
    queryFn: ({ signal }) =>
      mayList
        ? api.get<ListPage<ModuleRow>>('/modules', { query: { limit: 100, sort: 'name', direction: 'asc' }, signal })
        : Promise.resolve(catalogueModules(language)),
    staleTime: 60_000,
  });
}

function catalogueModules(language: Language): ListPage<ModuleRow> {
  const items = [...new Map(catalogueEntities().map((e) => [e.module, e])).values()]
    .map((e) => ({ id: e.module, key: e.module, name: labelText(e.titlePlural, language) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { items, total: items.length, nextCursor: null, pageSize: items.length };
}

/** What a type's parent effectively grants (the intersection along its lineage); null: no parent. */
export function useParentGrants(parentId: string | null | undefined) {
  return useQuery({
    queryKey: ['resource', 'user-types', 'grants', parentId ?? ''],
    enabled: !!parentId,
    queryFn: async ({ signal }) => {
      let granted = null as Set<string> | null;
      let next: string | null = parentId ?? null;
      const seen = new Set<string>();
      while (next && !seen.has(next)) {
        seen.add(next);
        const type: ResourceRecord = await api.get<ResourceRecord>(`/user-types/${encodeURIComponent(next)}`, { signal });
        const own = new Set(Array.isArray(type.permissions) ? (type.permissions as string[]) : []);
        granted = granted === null ? own : new Set([...granted].filter((p: string) => own.has(p)));
        next = typeof type.parentId === 'string' ? type.parentId : null;
      }
      return granted ?? new Set<string>();
    },
  });
}

const ACTION_KEY: Record<(typeof PERMISSION_ACTIONS)[number], string> = {
  list: 'access.actionList',
  read: 'access.actionRead',
  create: 'access.actionCreate',
  update: 'access.actionUpdate',
  import: 'access.actionImport',
};

/** A module's declared actions (ADR 0020): one more permission each, shown in the Actions column. */
function declaredActionsOf(moduleKey: string): { slug: string; label: Label }[] {
  return requestableActionsOfModule(moduleKey).map((a) => ({ slug: actionSlug(a), label: a.label }));
}

/** Modules (rows) × actions (columns); `allowed` limits the cells a sub type may tick. */
export function PermissionMatrix({
  value,
  onChange,
  allowed,
  readOnly = false,
  error,
}: {
  value: string[];
  onChange?: (next: string[]) => void;
  allowed?: Set<string> | null;
  readOnly?: boolean;
  error?: string;
}) {
  const { t } = useTranslation('people');
  const modules = useModules();
  const granted = useMemo(() => new Set(value), [value]);
  const rows = modules.data?.items ?? [];
  const language = useLanguage();
  const total = rows.reduce((n, m) => n + PERMISSION_ACTIONS.length + declaredActionsOf(m.key).length, 0);
  const anyDeclared = rows.some((m) => declaredActionsOf(m.key).length > 0);
  const enabled = (slug: string) => !readOnly && (!allowed || allowed.has(slug) || granted.has(slug));
  const set = (slugs: string[], on: boolean) => {
    const next = new Set(granted);
    for (const s of slugs)
      if (on) next.add(s);
      else next.delete(s);
    onChange?.([...next].sort());
  };

  if (modules.isLoading) return <Loader size="sm" />;
  if (modules.isError) return <RecordProblem error={modules.error} base="/modules" onRetry={() => void modules.refetch()} />;
  return (
    <Stack gap="xs" data-testid="permission-matrix" data-readonly={readOnly || undefined}>
      <Group justify="space-between">
        {!readOnly ? (
          <Text size="sm" fw={600}>
            {t('access.permissionsTitle')}
          </Text>
        ) : (
          <span />
        )}
        <Text size="xs" c="dimmed" data-testid="permission-count">
          {t('access.grantedCount', {
            count: rows.reduce(
              (n, m) =>
                n +
                PERMISSION_ACTIONS.filter((a) => granted.has(permissionSlug(m.key, a))).length +
                declaredActionsOf(m.key).filter((a) => granted.has(a.slug)).length,
              0,
            ),
            total,
          })}
        </Text>
      </Group>
      {!readOnly ? (
        <Text size="xs" c="dimmed">
          {allowed ? t('access.permissionsSubHint') : t('access.permissionsHint')}
        </Text>
      ) : null}
      {error ? (
        <Text size="sm" c="danger" data-testid="permission-error">
          {error}
        </Text>
      ) : null}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('access.noModules')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover verticalSpacing={6} className="portico-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('access.module')}</Table.Th>
                {PERMISSION_ACTIONS.map((a) => (
                  <Table.Th key={a} ta="center">
                    {readOnly ? (
                      t(ACTION_KEY[a])
                    ) : (
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        onClick={() => {
                          const slugs = rows.map((m) => permissionSlug(m.key, a)).filter(enabled);
                          set(slugs, !slugs.every((s) => granted.has(s)));
                        }}
                        data-testid={`perm-col-${a}`}
                      >
                        {t(ACTION_KEY[a])}
                      </Anchor>
                    )}
                  </Table.Th>
                ))}
                {anyDeclared ? <Table.Th>{t('access.actionsColumn')}</Table.Th> : null}
                {!readOnly ? <Table.Th ta="center">{t('access.all')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((m) => {
                const declared = declaredActionsOf(m.key);
                const slugs = [...PERMISSION_ACTIONS.map((a) => permissionSlug(m.key, a)), ...declared.map((a) => a.slug)];
                const open = slugs.filter(enabled);
                return (
                  <Table.Tr key={m.key} data-module={m.key}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {m.name}
                      </Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {m.key}
                      </Text>
                    </Table.Td>
                    {PERMISSION_ACTIONS.map((a) => {
                      const slug = permissionSlug(m.key, a);
                      return (
                        <Table.Td key={a} ta="center">
                          {readOnly ? (
                            <Text
                              span
                              role="img"
                              c={granted.has(slug) ? 'success' : 'dimmed'}
                              data-testid={`perm-${m.key}-${a}`}
                              data-slug={slug}
                              data-granted={granted.has(slug) || undefined}
                              aria-label={`${slug}: ${granted.has(slug) ? '✓' : '—'}`}
                            >
                              {granted.has(slug) ? <Icon name="check" size={16} /> : '—'}
                            </Text>
                          ) : (
                            <Checkbox
                              display="inline-block"
                              checked={granted.has(slug)}
                              disabled={!enabled(slug)}
                              onChange={(e) => set([slug], e.currentTarget.checked)}
                              aria-label={slug}
                              data-testid={`perm-${m.key}-${a}`}
                              data-slug={slug}
                            />
                          )}
                        </Table.Td>
                      );
                    })}
                    {anyDeclared ? (
                      <Table.Td>
                        <Group gap="xs" wrap="wrap">
                          {declared.map((a) =>
                            readOnly ? (
                              <Text
                                key={a.slug}
                                span
                                size="xs"
                                c={granted.has(a.slug) ? 'success' : 'dimmed'}
                                data-testid={`perm-${a.slug}`}
                                data-slug={a.slug}
                                data-granted={granted.has(a.slug) || undefined}
                              >
                                {labelText(a.label, language)} {granted.has(a.slug) ? '✓' : '—'}
                              </Text>
                            ) : (
                              <Checkbox
                                key={a.slug}
                                size="xs"
                                label={labelText(a.label, language)}
                                checked={granted.has(a.slug)}
                                disabled={!enabled(a.slug)}
                                onChange={(e) => set([a.slug], e.currentTarget.checked)}
                                aria-label={a.slug}
                                data-testid={`perm-${a.slug}`}
                                data-slug={a.slug}
                              />
                            ),
                          )}
                        </Group>
                      </Table.Td>
                    ) : null}
                    {!readOnly ? (
                      <Table.Td ta="center">
                        <Checkbox
                          display="inline-block"
                          checked={open.length > 0 && open.every((s) => granted.has(s))}
                          indeterminate={open.some((s) => granted.has(s)) && !open.every((s) => granted.has(s))}
                          disabled={open.length === 0}
                          onChange={(e) => set(open, e.currentTarget.checked)}
                          aria-label={`${m.key}: ${t('access.all')}`}
                          data-testid={`perm-${m.key}-all`}
                        />
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function asList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

const SECTIONS: ResourceFormSection[] = [
  { key: 'general', title: accessLabel('sectionGeneral'), fields: ['name', 'baseRole', 'parentId', 'description', 'permissions'] },
];

/** `/user-types/new` and `/user-types/edit/:id`: the type's fields and its permission matrix. */
export function UserTypeForm({ mode, id }: { mode: 'create' | 'edit'; id?: string }) {
  const record = useResourceRecord(userType, mode === 'edit' ? id : undefined);
  const parentId = typeof record.data?.parentId === 'string' ? record.data.parentId : null;
  const grants = useParentGrants(parentId);
  if (parentId && grants.isLoading) return <Loader size="sm" />;
  return (
    <ResourceForm
      def={userType}
      mode={mode}
      id={id}
      sections={SECTIONS}
      renderField={{
        permissions: (form) => (
          <PermissionMatrix
            value={asList(form.values.permissions)}
            onChange={(v) => form.setValue('permissions', v)}
            allowed={parentId ? (grants.data ?? new Set()) : null}
            error={form.error}
          />
        ),
      }}
    />
  );
}

/** `/user-types/new/sub/:id`: a new type under :id, with the parent's base role fixed. */
export function SubTypeForm({ parentId }: { parentId: string }) {
  const { t } = useTranslation('people');
  const { t: tu } = useTranslation('ui');
  const language = useLanguage();
  const parent = useResourceRecord(userType, parentId);
  const grants = useParentGrants(parentId);
  if (parent.isLoading || grants.isLoading) return <Loader size="sm" />;
  if (parent.isError || !parent.data)
    return <RecordProblem error={parent.error} base="/user-types" onRetry={() => void parent.refetch()} />;
  const parentName = String(parent.data.name ?? parent.data.id);
  const entities = labelText(userType.titlePlural, language);
  return (
    <ResourceForm
      def={userType}
      mode="create"
      sections={SECTIONS}
      fixed={{ parentId, baseRole: parent.data.baseRole, permissions: [] }}
      cancelHref={`/user-types/view/${encodeURIComponent(parentId)}`}
      meta={() => ({
        title: tu('titleNew', { entity: t('access.subType'), entities }),
        crumbs: [
          { title: entities, url: '/user-types/list' },
          { title: parentName, url: `/user-types/view/${encodeURIComponent(parentId)}` },
          { title: t('access.newSubType'), active: true },
        ],
      })}
      intro={
        <Alert variant="light" color="portico" mb="md" icon={<Icon name="alert" />} data-testid="subtype-intro">
          {t('access.subTypeOf', { name: parentName })}. {t('access.subTypeHint')}
        </Alert>
      }
      renderField={{
        permissions: (form) => (
          <PermissionMatrix
            value={asList(form.values.permissions)}
            onChange={(v) => form.setValue('permissions', v)}
            allowed={grants.data ?? new Set()}
            error={form.error}
          />
        ),
      }}
    />
  );
}

/** `/user-types/view/:id` (and `/view/sub/:id`): the record, its matrix and its sub types. */
export function UserTypeView({ id }: { id: string }) {
  return (
    <ResourceView
      key={`user-types:view:${id}`}
      def={typeWithoutList}
      id={id}
      actions={(record) => <UserTypeActions record={record} />}
      sections={(record) => <UserTypeSections record={record} />}
    />
  );
}

function UserTypeActions({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation('people');
  const can = useCan();
  const active = record.status === 'active';
  return (
    <>
      {isBuiltInType(record.id) ? (
        <Badge color="portico" variant="filled" radius="sm" tt="none" data-testid="builtin-badge">
          {t('access.builtIn')}
        </Badge>
      ) : null}
      {typeof record.parentId === 'string' ? (
        <Badge color="gray" variant="light" radius="sm" tt="none" data-testid="subtype-badge">
          {t('access.subType')}
        </Badge>
      ) : null}
      {can(slugFor(userType, 'create')) && active ? (
        <Button
          size="xs"
          variant="light"
          leftSection={<Icon name="plus" size={14} />}
          {...linkProps(`/user-types/new/sub/${encodeURIComponent(record.id)}`)}
          component="a"
          data-testid="new-subtype"
        >
          {t('access.newSubType')}
        </Button>
      ) : null}
    </>
  );
}

function UserTypeSections({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation('people');
  const can = useCan();
  const id = record.id;
  const subs = useQuery({
    queryKey: resourceKeys.list('user-types', { limit: 100, status: 'active', filters: { parentId: id } }),
    queryFn: ({ signal }) => api.get<ListPage>('/user-types', { query: { limit: 100, parentId: id, status: 'active' }, signal }),
  });
  const items = subs.data?.items ?? [];
  return (
    <Card data-testid="user-type-extra">
      <Stack gap="md">
        <Group justify="space-between">
          <Text size="xs" fw={600} tt="uppercase" c="dimmed" lts={0.5}>
            {t('access.permissionsTitle')}
          </Text>
          {can(slugFor(userType, 'update')) && record.status === 'active' ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<Icon name="edit" size={14} />}
              {...linkProps(`/user-types/edit/${encodeURIComponent(id)}`)}
              component="a"
              data-testid="edit-permissions"
            >
              {t('access.editPermissions')}
            </Button>
          ) : null}
        </Group>
        <PermissionMatrix value={asList(record.permissions)} readOnly />
        <Stack gap={6} data-testid="subtype-list">
          <Text size="xs" fw={600} tt="uppercase" c="dimmed" lts={0.5}>
            {t('access.subTypes')}
          </Text>
          {items.length === 0 ? (
            <Text size="sm" c="dimmed">
              —
            </Text>
          ) : (
            <Group gap="md">
              {items.map((s) => {
                const href = `/user-types/view/sub/${encodeURIComponent(s.id)}`;
                return (
                  <Anchor key={s.id} href={href} onClick={linkClick(href)} size="sm" data-testid="subtype-link">
                    {String(s.name ?? s.id)}
                  </Anchor>
                );
              })}
            </Group>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
