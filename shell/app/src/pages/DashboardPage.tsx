import {
  Anchor,
  Badge,
  Box,
  Card,
  Grid,
  Group,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDeferredValue } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  type RemoteWidget,
  api,
  displayNameOf,
  formatDate,
  formatCount,
  formatNumber,
  labelText,
  linkClick,
  primaryRole,
  useCan,
  useLanguage,
  usePageMeta,
  usePrincipal,
} from '@portico/shell-sdk';
import { Icon, LineChartCard, entityOfModule, type ChartSeries } from '@portico/shell-ui';
import { PERMISSION_ACTIONS, type DailyActivity } from '@portico/contracts';
import { useShell } from '../state';

interface ListPage {
  items: Record<string, unknown>[];
  nextCursor: string | null;
  total: number;
  /** False past the count's cap (ADR 0023): the widget then reads "10k+". */
  totalIsExact?: boolean;
  pageSize: number;
}

function useWidgets(): RemoteWidget[] {
  const remotes = useShell((s) => s.remotes);
  const can = useCan();
  return remotes.flatMap((r) => r.widgets ?? []).filter((w) => !w.permission || can(w.permission));
}

/** One count from a list endpoint's `total`, fetched through the API. */
function CountStat({ widget }: { widget: RemoteWidget }) {
  const language = useLanguage();
  const { t } = useTranslation('shell');
  const query = useQuery({
    queryKey: ['widget', 'count', widget.module, widget.filters ?? null],
    queryFn: ({ signal }) => api.get<ListPage>(`/${widget.module}`, { query: { ...widget.filters, limit: 1, status: 'active' }, signal }),
  });
  const label = labelText(widget.label, language);
  const body = (
    <Group
      gap="md"
      wrap="nowrap"
      className="portico-stat"
      data-testid="widget-count"
      data-widget={widget.id}
      data-module={widget.module}
      data-total={query.data?.total}
    >
      <ThemeIcon size={48} radius="xl" variant="light" color={widget.color ?? 'portico'}>
        <Icon name={widget.icon ?? 'circle'} size={24} />
      </ThemeIcon>
      <Box>
        {query.isLoading ? (
          <Skeleton height={22} width={48} mb={6} />
        ) : query.isError ? (
          <Tooltip label={query.error.message}>
            <Text fw={700} fz={22} lh={1.2} c="dimmed" data-testid="widget-value">
              —
            </Text>
          </Tooltip>
        ) : (
          <Text fw={700} fz={22} lh={1.2} data-testid="widget-value" title={String(query.data?.total ?? 0)}>
            {query.data?.totalIsExact === false ? formatCount(query.data.total, false) : formatNumber(query.data?.total ?? 0)}
          </Text>
        )}
        <Text size="sm" c="dimmed" lh={1.3}>
          {query.isError ? `${label} · ${t('widgetFailed')}` : label}
        </Text>
      </Box>
    </Group>
  );
  return widget.path ? (
    <UnstyledButton component="a" href={widget.path} onClick={linkClick(widget.path)} className="portico-stat-link">
      {body}
    </UnstyledButton>
  ) : (
    body
  );
}

/** The latest records of a list endpoint. */
function RecentCard({ widget }: { widget: RemoteWidget }) {
  const language = useLanguage();
  const { t } = useTranslation('shell');
  const limit = widget.limit ?? 5;
  const query = useQuery({
    queryKey: ['widget', 'recent', widget.module, limit, widget.filters],
    queryFn: ({ signal }) =>
      api.get<ListPage>(`/${widget.module}`, {
        query: { ...widget.filters, limit, status: 'active', sort: 'createdAt', direction: 'desc' },
        signal,
      }),
  });
  const field = widget.field ?? 'name';
  return (
    <Card h="100%" data-testid="widget-recent" data-widget={widget.id}>
      <Group justify="space-between" mb="md">
        <Title order={5}>{labelText(widget.label, language)}</Title>
        {widget.path ? (
          <Anchor href={widget.path} onClick={linkClick(widget.path)} size="sm">
            {t('viewAll')}
          </Anchor>
        ) : null}
      </Group>
      {query.isLoading ? (
        <Stack gap="sm">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={16} />
          ))}
        </Stack>
      ) : query.isError ? (
        <Text size="sm" c="dimmed">
          {query.error.message}
        </Text>
      ) : query.data?.items.length ? (
        <Stack gap={0}>
          {query.data.items.map((item) => {
            const id = String(item.id);
            const href = `/${widget.module}/view/${encodeURIComponent(id)}`;
            return (
              <Group key={id} justify="space-between" wrap="nowrap" className="portico-recent-row">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon size={30} radius="md" variant="light" color="portico">
                    <Icon name={widget.icon ?? 'circle'} size={16} />
                  </ThemeIcon>
                  <Anchor href={href} onClick={linkClick(href)} size="sm" fw={600} c="dark" lineClamp={1}>
                    {String(item[field] ?? id)}
                  </Anchor>
                </Group>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(String(item.createdAt ?? ''), language)}
                </Text>
              </Group>
            );
          })}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('noRecent')}
        </Text>
      )}
    </Card>
  );
}

/** This month so far in the browser's calendar: its first day to today (YYYY-MM-DD). */
function monthToDate(now = new Date()): { from: string; to: string } {
  const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return { from: day(new Date(now.getFullYear(), now.getMonth(), 1)), to: day(now) };
}

/**
 * "Analytics": the month's activity per day, one line per series the remotes offer through
 * `activity` widgets (work orders, reservations, join requests…). Each series comes from its
 * domain's route, which counts in the caller's scope; a role offered none sees no chart.
 */
function ActivityChart({ widgets }: { widgets: RemoteWidget[] }) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const range = monthToDate();
  const results = useQueries({
    queries: widgets.map((w) => ({
      queryKey: ['widget', 'activity', w.id, range.from, range.to],
      queryFn: ({ signal }: { signal: AbortSignal }) => api.get<DailyActivity>(w.route!, { query: range, signal }),
    })),
  });
  const loaded = widgets.flatMap((w, i) => {
    const data = results[i]?.data;
    return data ? [{ w, data }] : [];
  });
  const series: ChartSeries[] = loaded.flatMap(({ w }) =>
    (w.series ?? []).map((s) => ({ name: `${w.id}__${s.name}`, label: s.label, color: s.color })),
  );
  const dayLabel = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const byDate = new Map<string, Record<string, string | number>>();
  for (const { w, data } of loaded)
    for (const d of data.days) {
      const row = byDate.get(d.date) ?? { day: dayLabel.format(new Date(`${d.date}T00:00:00Z`)) };
      for (const s of w.series ?? []) row[`${w.id}__${s.name}`] = Number(d[s.name] ?? 0);
      byDate.set(d.date, row);
    }
  const rows = [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row);
  const anything = rows.some((row) => series.some((s) => Number(row[s.name] ?? 0) > 0));
  const month = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(new Date());
  const failed = results.length > 0 && results.every((r) => r.isError);
  return (
    <div data-testid="activity-chart" data-series={series.map((s) => s.name).join(',')}>
      <LineChartCard
        title={t('activityTitle')}
        description={t('activityDescription', { month })}
        loading={results.some((r) => r.isLoading)}
        error={failed ? results[0]?.error : undefined}
        emptyText={t('activityEmpty')}
        data={anything ? rows : []}
        dataKey="day"
        series={series}
        curveType="linear"
        height={300}
      />
    </div>
  );
}

function actionOrder(action: string): number {
  const i = (PERMISSION_ACTIONS as readonly string[]).indexOf(action);
  return i === -1 ? PERMISSION_ACTIONS.length : i;
}

function AccessCard() {
  const principal = usePrincipal();
  const { t } = useTranslation('shell');
  const language = useLanguage();
  // Several hundred badges, below the fold: drawn in a render after the page's first paint.
  const drawn = useDeferredValue(true, false);
  const labelOf = (module: string) => {
    const def = entityOfModule(module);
    return def ? labelText(def.titlePlural, language) : module;
  };
  if (!principal) return null;
  const modules = new Map<string, string[]>();
  for (const slug of principal.permissions) {
    // An action's slug has hyphens of its own (`parcel-return-to-sender`): the module is the
    // longest prefix naming a known module, else everything before the last hyphen.
    let cut = -1;
    for (let i = slug.indexOf('-'); i > 0; i = slug.indexOf('-', i + 1)) if (entityOfModule(slug.slice(0, i))) cut = i;
    if (cut <= 0) cut = slug.lastIndexOf('-');
    if (cut <= 0) continue;
    const module = slug.slice(0, cut);
    modules.set(module, [...(modules.get(module) ?? []), slug.slice(cut + 1)]);
  }
  return (
    <Card h="100%" data-testid="widget-access">
      <Group justify="space-between" mb="md">
        <Title order={5}>{t('yourAccess')}</Title>
        <Text size="xs" c="dimmed">
          {t('permissionsCount', { count: principal.permissions.length })}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={6}>
        {t('roles')}
      </Text>
      <Group gap={6} mb="md">
        {principal.roles.map((role) => (
          <Badge key={role} variant="light" color="portico" tt="none">
            {t(`role_${role}`, { defaultValue: role })}
          </Badge>
        ))}
      </Group>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={6}>
        {t('modules')}
      </Text>
      {/* Focusable, so a keyboard can scroll the list (it holds nothing else to focus). */}
      {!drawn ? (
        <Skeleton height={300} />
      ) : (
        <ScrollArea.Autosize
          mah={300}
          type="auto"
          offsetScrollbars
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('modules') }}
        >
          <Stack gap={6}>
            {[...modules.entries()].map(([module, actions]) => (
              <Group key={module} justify="space-between" wrap="wrap" gap={6} className="portico-access-row">
                <Text size="sm" title={module}>
                  {labelOf(module)}
                </Text>
                <Group gap={4} wrap="wrap">
                  {[...actions]
                    .sort((x, y) => actionOrder(x) - actionOrder(y))
                    .map((a) => (
                      <Badge key={a} size="xs" variant="outline" color="gray" tt="none">
                        {a}
                      </Badge>
                    ))}
                </Group>
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Card>
  );
}

/**
 * `/dashboard/analytics`: welcome, live totals and recent records from the remotes' widgets. Also
 * the vendor's home (`vendor`) while no remote serves `/dashboard/vendor`.
 */
export function DashboardPage({ vendor = false }: { vendor?: boolean }) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const principal = usePrincipal();
  const title = vendor ? t('vendorTitle') : t('analyticsTitle');
  usePageMeta(title, [{ title: t('dashboard') }, { title: vendor ? t('vendorTitle') : t('analytics'), active: true }]);
  const widgets = useWidgets();
  const counts = widgets.filter((w) => w.kind === 'count');
  const recents = widgets.filter((w) => w.kind === 'recent');
  const activity = widgets.filter((w) => w.kind === 'activity' && w.route && w.series?.length);
  const name = principal ? displayNameOf(principal) : '';
  const role = principal ? primaryRole(principal.roles) : '';
  const scope = !principal?.orgId
    ? t('scopeAll')
    : principal.propertyIds.length
      ? t('scopeProperties', { count: principal.propertyIds.length })
      : t('scopeOrg');

  return (
    <Stack gap="lg" data-testid="dashboard">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Card className="portico-welcome" h="100%" data-testid="welcome-card">
            <Stack gap="xs" className="portico-welcome-body">
              <Title order={3} c="white">
                {t('greeting', { name })}
              </Title>
              <Text size="sm" c="rgba(255,255,255,0.82)">
                {t('greetingText')}
              </Text>
              <Group gap="xs" mt="sm">
                <Badge variant="white" color="portico" tt="none">
                  {t(`role_${role}`, { defaultValue: role })}
                </Badge>
                <Badge variant="outline" color="white" tt="none" className="portico-welcome-badge">
                  {scope}
                </Badge>
              </Group>
              <Text size="xs" c="rgba(255,255,255,0.7)" mt="auto" pt="md">
                {formatDate(new Date(), language)}
              </Text>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Card h="100%" data-testid="statistics-card">
            <Group justify="space-between" mb="lg">
              <Title order={5}>{t('statistics')}</Title>
              <Text size="xs" c="dimmed">
                {t('updatedNow')}
              </Text>
            </Group>
            {counts.length ? (
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg" verticalSpacing="lg">
                {counts.map((w) => (
                  <CountStat key={w.id} widget={w} />
                ))}
              </SimpleGrid>
            ) : (
              <Text size="sm" c="dimmed">
                {t('noWidgets')}
              </Text>
            )}
          </Card>
        </Grid.Col>
      </Grid>
      {activity.length ? <ActivityChart widgets={activity} /> : null}
      <Grid gap="lg">
        {recents.map((w) => (
          <Grid.Col key={w.id} span={{ base: 12, md: 6 }}>
            <RecentCard widget={w} />
          </Grid.Col>
        ))}
        <Grid.Col span={{ base: 12, md: 6 }}>
          <AccessCard />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
