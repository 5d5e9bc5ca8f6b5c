import { useMemo, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Modal,
  Pagination,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LABEL_TEXT_MAX, type Label, type LabelCatalogueEntry, type LabelOverride } from '@portico/contracts/kit';
import {
  api,
  errorMessage,
  fetchManifest,
  formatInteger,
  labelCatalogue,
  labelText as inLanguage,
  loadLabelOverrides,
  toast,
  useLanguage,
  usePageMeta,
} from '@portico/shell-sdk';
import { Icon } from '@portico/shell-ui';
import { labelText as text } from './text';

type Filter = 'all' | 'missing' | 'identical' | 'overridden';
type Language = 'en' | 'es';

interface Row {
  key: string;
  area: string;
  builtIn: Label;
  override: LabelOverride | undefined;
  en: string;
  es: string;
  /** The console of this release still has this label. */
  known: boolean;
}

const PAGE_SIZE = 50;
const QUERY_KEY = ['label-translations'] as const;
/** `{{name}}` (i18next) and `{name}` (the remotes' fill()) placeholders. */
const PLACEHOLDER = /\{\{\s*[\w.]+\s*\}\}|\{[\w.]+\}/g;

/** Where a key belongs: entity labels, the kit, the shell, or one remote (`mfe-<domain>`). */
function areaOf(key: string): string {
  const namespace = key.split('.')[0]!;
  if (namespace === 'entity') return 'entity';
  if (namespace === 'shell') return 'shell';
  if (namespace.startsWith('mfe-')) return namespace;
  return 'kit';
}

/** The texts of every remote by key, from the `labels.json` each remote's build puts beside its entry. */
async function remoteTexts(): Promise<{ labels: LabelCatalogueEntry[]; titles: Record<string, Label> }> {
  const { remotes } = await fetchManifest();
  const titles: Record<string, Label> = {};
  const lists = await Promise.all(
    remotes.map(async (remote) => {
      titles[`mfe-${remote.name}`] = remote.title ?? { en: remote.name, es: remote.name };
      const url = new URL('labels.json', new URL(remote.entry, window.location.href));
      const res = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
      // A remote served without its labels (an older release) lists only what this console loaded.
      if (!res.ok) return [];
      const labels = (await res.json()) as Record<string, Label>;
      return Object.entries(labels).map(([key, label]) => ({ key, en: label.en, es: label.es }));
    }),
  );
  return { labels: lists.flat(), titles };
}

function placeholdersOf(value: string): string[] {
  return [...new Set(value.match(PLACEHOLDER) ?? [])];
}

/**
 * `/labelTranslation` (issue 18, ADR 0070): administrators see every label of every remote in
 * English and Spanish — the entity labels from the people service, each remote's texts from
 * its build, the kit's and the shell's from this console — find the missing or identical ones,
 * and override or revert any of them.
 */
export function LabelTranslationPage() {
  const language = useLanguage();
  const t = (label: Label, values?: Record<string, string>) =>
    Object.entries(values ?? {}).reduce((s, [name, value]) => s.split(`{{${name}}}`).join(value), inLanguage(label, language));
  usePageMeta(t(text.title), [{ title: t(text.title), active: true }]);

  const stored = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => api.get<{ entities: LabelCatalogueEntry[]; overrides: LabelOverride[] }>('/label-translations', { signal }),
  });
  const remotes = useQuery({ queryKey: [...QUERY_KEY, 'remotes'], queryFn: remoteTexts, staleTime: 5 * 60_000 });

  const [filter, setFilter] = useState<Filter>('all');
  const [area, setArea] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Row | null>(null);

  const rows = useMemo<Row[]>(() => {
    if (!stored.data) return [];
    const builtIns = new Map<string, Label>();
    for (const entry of [...stored.data.entities, ...(remotes.data?.labels ?? []), ...labelCatalogue()])
      builtIns.set(entry.key, { en: entry.en, es: entry.es });
    const overrides = new Map(stored.data.overrides.map((o) => [o.key, o]));
    const keys = [...new Set([...builtIns.keys(), ...overrides.keys()])].sort((a, b) => a.localeCompare(b));
    return keys.map((key) => {
      const builtIn = builtIns.get(key);
      const override = overrides.get(key);
      const base = builtIn ?? { en: '', es: '' };
      return {
        key,
        area: areaOf(key),
        builtIn: base,
        override,
        en: override?.en ?? base.en,
        es: override?.es ?? base.es,
        known: !!builtIn,
      };
    });
  }, [stored.data, remotes.data]);

  const inArea = area ? rows.filter((r) => r.area === area) : rows;
  const needle = search.trim().toLocaleLowerCase();
  const searched = needle
    ? inArea.filter((r) => [r.key, r.en, r.es, r.builtIn.en, r.builtIn.es].some((s) => s.toLocaleLowerCase().includes(needle)))
    : inArea;
  const tests: Record<Filter, (r: Row) => boolean> = {
    all: () => true,
    missing: (r) => !r.es.trim(),
    identical: (r) => !!r.en.trim() && r.en.trim() === r.es.trim(),
    overridden: (r) => !!r.override,
  };
  const counts = Object.fromEntries((Object.keys(tests) as Filter[]).map((f) => [f, searched.filter(tests[f]).length])) as Record<
    Filter,
    number
  >;
  const shown = searched.filter(tests[filter]);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const visible = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  const areaNames: Record<string, string> = {
    entity: t(text.areaEntities),
    kit: t(text.areaKit),
    shell: t(text.areaShell),
    ...Object.fromEntries(Object.entries(remotes.data?.titles ?? {}).map(([ns, title]) => [ns, inLanguage(title, language)])),
  };
  const areas = [...new Set(rows.map((r) => r.area))].map((value) => ({ value, label: areaNames[value] ?? value }));

  const filterLabel = (f: Filter, label: Label) => `${t(label)} (${formatInteger(counts[f])})`;

  return (
    <Stack gap="md">
      {/* The layout shows the title (usePageMeta); the page says what it is for. */}
      <Text c="dimmed" size="sm" maw={760}>
        {t(text.intro)}
      </Text>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group gap="sm" wrap="wrap" align="end">
            <SegmentedControl
              data-testid="label-filter"
              value={filter}
              onChange={(value) => {
                setFilter(value as Filter);
                setPage(1);
              }}
              data={[
                { value: 'all', label: filterLabel('all', text.filterAll) },
                { value: 'missing', label: filterLabel('missing', text.filterMissing) },
                { value: 'identical', label: filterLabel('identical', text.filterIdentical) },
                { value: 'overridden', label: filterLabel('overridden', text.filterOverridden) },
              ]}
            />
          </Group>
          <Group gap="sm" wrap="wrap" align="end">
            <TextInput
              data-testid="label-search"
              aria-label={t(text.search)}
              placeholder={t(text.search)}
              leftSection={<Icon name="search" size={16} />}
              value={search}
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                setPage(1);
              }}
              style={{ flex: '1 1 320px' }}
            />
            <Select
              aria-label={t(text.area)}
              placeholder={t(text.allAreas)}
              data={areas}
              value={area}
              onChange={(value) => {
                setArea(value);
                setPage(1);
              }}
              clearable
              w={240}
            />
          </Group>
        </Stack>
      </Card>

      {stored.isError ? (
        <Alert color="red" title={t(text.loadFailed)}>
          {errorMessage(stored.error)}
        </Alert>
      ) : stored.isPending ? (
        <Skeleton height={320} />
      ) : (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="xs" striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="28%">{t(text.key)}</Table.Th>
                  <Table.Th>{t(text.english)}</Table.Th>
                  <Table.Th>{t(text.spanish)}</Table.Th>
                  <Table.Th w={120} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {visible.map((row) => (
                  <Table.Tr key={row.key} data-testid="label-row" data-key={row.key}>
                    <Table.Td>
                      <Stack gap={4}>
                        <Code style={{ wordBreak: 'break-all', background: 'transparent', padding: 0 }}>{row.key}</Code>
                        <Group gap={4}>
                          <Badge size="xs" variant="light" color="gray">
                            {areaNames[row.area] ?? row.area}
                          </Badge>
                          {row.override ? (
                            <Badge size="xs" variant="light" color="blue">
                              {t(text.overridden)}
                            </Badge>
                          ) : null}
                          {tests.identical(row) ? (
                            <Badge size="xs" variant="light" color="yellow">
                              {t(text.identical)}
                            </Badge>
                          ) : null}
                        </Group>
                        {!row.known ? (
                          <Text size="xs" c="orange.8">
                            {t(text.notInConsole)}
                          </Text>
                        ) : null}
                      </Stack>
                    </Table.Td>
                    {(['en', 'es'] as const).map((lang) => (
                      <Table.Td key={lang} data-testid={`label-${lang}`}>
                        {row[lang] ? (
                          <Text size="sm" fw={row.override?.[lang] ? 600 : undefined}>
                            {row[lang]}
                          </Text>
                        ) : (
                          <Badge size="sm" color="red" variant="light">
                            {t(text.missing)}
                          </Badge>
                        )}
                        {row.override?.[lang] && row.builtIn[lang] ? (
                          <Text size="xs" c="dimmed">
                            {t(text.builtIn)}: {row.builtIn[lang]}
                          </Text>
                        ) : null}
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<Icon name="edit" size={14} />}
                        onClick={() => setEditing(row)}
                        data-testid="label-edit"
                      >
                        {t(text.edit)}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {visible.length === 0 ? (
            <Stack align="center" gap={4} p="xl">
              <Text fw={600}>{t(text.empty)}</Text>
              <Text size="sm" c="dimmed">
                {t(text.emptyHint)}
              </Text>
            </Stack>
          ) : null}
          <Group justify="space-between" p="sm">
            <Text size="sm" c="dimmed" data-testid="label-count">
              {t(text.shown, { count: formatInteger(shown.length), total: formatInteger(rows.length) })}
            </Text>
            {pages > 1 ? (
              <Pagination
                total={pages}
                value={current}
                onChange={setPage}
                size="sm"
                getControlProps={(control) =>
                  control === 'previous' ? { 'aria-label': t(text.previous) } : control === 'next' ? { 'aria-label': t(text.next) } : {}
                }
              />
            ) : null}
          </Group>
        </Card>
      )}
      {editing ? <EditLabel row={editing} onClose={() => setEditing(null)} t={t} /> : null}
    </Stack>
  );
}

function EditLabel({ row, onClose, t }: { row: Row; onClose: () => void; t: (label: Label, values?: Record<string, string>) => string }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<Language, string>>({ en: row.en, es: row.es });
  const [submitted, setSubmitted] = useState(false);
  const problems = (lang: Language): string | undefined => {
    const value = values[lang].trim();
    if (!value) return t(text.required);
    if (value.length > LABEL_TEXT_MAX) return t(text.tooLong, { max: String(LABEL_TEXT_MAX) });
    return undefined;
  };
  const lostPlaceholders = (lang: Language) => {
    const kept = placeholdersOf(values[lang]);
    return placeholdersOf(row.builtIn[lang] || row.builtIn.en).some((p) => !kept.includes(p));
  };
  const done = async (message: Label) => {
    await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    // This console at once; the others hear it on the push stream.
    await loadLabelOverrides().catch(() => undefined);
    toast.success(t(message));
    onClose();
  };
  const save = useMutation({
    mutationFn: () =>
      api.request('PUT', '/label-translations', {
        body: {
          key: row.key,
          // The built-in text again is no override.
          en: values.en.trim() === row.builtIn.en ? null : values.en.trim(),
          es: values.es.trim() === row.builtIn.es ? null : values.es.trim(),
        },
      }),
    onSuccess: () => done(text.saved),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const revert = useMutation({
    mutationFn: () => api.post('/label-translations/revert', { key: row.key }),
    onSuccess: () => done(text.reverted),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const placeholders = placeholdersOf(row.builtIn.en).length > 0 || placeholdersOf(row.builtIn.es).length > 0;

  return (
    <Modal opened onClose={onClose} title={t(text.editTitle)} size="lg" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setSubmitted(true);
          if (problems('en') || problems('es')) return;
          save.mutate();
        }}
      >
        <Stack gap="sm">
          <Code block>{row.key}</Code>
          {placeholders ? (
            <Text size="sm" c="dimmed">
              {t(text.placeholders)}
            </Text>
          ) : null}
          {(['en', 'es'] as const).map((lang) => (
            <Stack key={lang} gap={2}>
              <Textarea
                label={t(lang === 'en' ? text.english : text.spanish)}
                data-testid={`label-input-${lang}`}
                value={values[lang]}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setValues((v) => ({ ...v, [lang]: value }));
                }}
                autosize
                minRows={1}
                maxRows={4}
                error={submitted ? problems(lang) : undefined}
                description={row.builtIn[lang] ? `${t(text.builtIn)}: ${row.builtIn[lang]}` : undefined}
              />
              {lostPlaceholders(lang) ? (
                <Text size="xs" c="orange.8">
                  {t(text.placeholdersLost)}
                </Text>
              ) : null}
            </Stack>
          ))}
          <Group justify="space-between" mt="sm">
            {row.override ? (
              <Button
                variant="subtle"
                color="red"
                leftSection={<Icon name="restore" size={16} />}
                loading={revert.isPending}
                onClick={() => revert.mutate()}
                data-testid="label-revert"
              >
                {t(text.revert)}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t(text.cancel)}
              </Button>
              <Button type="submit" loading={save.isPending} data-testid="label-save">
                {t(text.save)}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
