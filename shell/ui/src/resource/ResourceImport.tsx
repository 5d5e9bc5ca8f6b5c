import { type DragEvent, Fragment, useId, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Divider,
  Group,
  Progress,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  type EntityDef,
  IMPORT_CHUNK_ROWS,
  type ImportJob,
  type ImportRowError,
  autoMapHeader,
  importColumns,
  importTemplate,
  permissionSlug,
  property,
} from '@portico/contracts';
import { api, errorMessage, formatList, isApiError, labelText, linkProps, useCan, useLanguage, usePageMeta } from '@portico/shell-sdk';
import { readCsvFile } from '../csv';
import { saveBlob } from '../download';
import { Icon } from '../icons';
import { RefSelect } from './fields';
import { headersByField, nameRowErrors } from './import-errors';
import { resourceKeys } from './hooks';

interface ParsedFile {
  name: string;
  headers: string[];
  records: Record<string, string>[];
}

type Phase = 'idle' | 'uploading' | 'staged' | 'committing' | 'committed';

const PREVIEW_ROWS = 100;
/** How often a running commit is asked how far it got. */
const COMMIT_POLL_MS = 1000;
/** Polls in a row that may fail (timeouts while the service is busy) before the page gives up. */
const COMMIT_POLL_MISSES = 60;

/** Values of one CSV record under the mapped field keys (unmapped columns are ignored). */
export function mapRecord(headers: readonly string[], mapping: readonly string[], record: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = {};
  headers.forEach((header, i) => {
    const key = mapping[i];
    if (key) values[key] = record[header] ?? '';
  });
  return values;
}

/**
 * CSV import (`/<module>/import`, permission `<module>-import`), all or nothing: upload a file,
 * map its columns, choose defaults (the property), stage the rows in chunks with a progress
 * bar, review per-row errors, and commit only when no row has an error.
 */
export function ResourceImport({ def }: { def: EntityDef }) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const can = useCan();
  const client = useQueryClient();
  const entities = labelText(def.titlePlural, language);
  const base = `/${def.module}`;
  usePageMeta(t('titleImport', { entities }), [
    { title: entities, url: `${base}/list` },
    { title: t('import'), active: true },
  ]);
  const columns = useMemo(() => importColumns(def), [def]);
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<ParsedFile | null>(null);
  const [mapping, setMapping] = useState<string[]>([]);
  // The mapping the staged rows were sent with: their errors are named after its headers.
  const [sentMapping, setSentMapping] = useState<string[]>([]);
  const [propertyId, setPropertyId] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [staged, setStaged] = useState(0);
  const [job, setJob] = useState<ImportJob | null>(null);
  const [rowErrors, setRowErrors] = useState<ImportRowError[]>([]);
  const [created, setCreated] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const propertyOwned = def.tenancy === 'property';
  const propertyMapped = mapping.includes('propertyId');

  const reset = () => {
    setFile(null);
    setMapping([]);
    setSentMapping([]);
    setPhase('idle');
    setStaged(0);
    setJob(null);
    setRowErrors([]);
    setCreated(null);
    setProblem(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const readFile = async (f: File) => {
    reset();
    try {
      const { headers, records } = await readCsvFile(f);
      if (!headers.length) throw new Error(t('importEmpty'));
      setFile({ name: f.name, headers, records });
      setMapping(headers.map((h) => autoMapHeader(def, h) ?? ''));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const f = event.dataTransfer.files[0];
    if (f) void readFile(f);
  };

  const upload = async () => {
    if (!file) return;
    setProblem(null);
    setRowErrors([]);
    setPhase('uploading');
    setStaged(0);
    setSentMapping(mapping);
    try {
      const defaults: Record<string, string> = {};
      if (propertyOwned && propertyId) defaults.propertyId = propertyId;
      let current = await api.post<ImportJob>(`${base}/imports`, { defaults, fileName: file.name });
      setJob(current);
      for (let start = 0; start < file.records.length; start += IMPORT_CHUNK_ROWS) {
        const rows = file.records
          .slice(start, start + IMPORT_CHUNK_ROWS)
          .map((record, i) => ({ row: start + i + 1, values: mapRecord(file.headers, mapping, record) }));
        current = await api.post<ImportJob>(`${base}/imports/${encodeURIComponent(current.id)}/rows`, { rows });
        setJob(current);
        setStaged(Math.min(file.records.length, start + rows.length));
      }
      setRowErrors(current.errors);
      setPhase('staged');
    } catch (error) {
      setProblem(errorMessage(error));
      setPhase(job ? 'staged' : 'idle');
    }
  };

  /** Starts the commit (answered at once), then follows the job until it ends. */
  const commit = async () => {
    if (!job) return;
    setPhase('committing');
    setProblem(null);
    const path = `${base}/imports/${encodeURIComponent(job.id)}`;
    try {
      let current = await api.post<ImportJob>(`${path}/commit`);
      setJob(current);
      let misses = 0;
      while (current.status === 'committing') {
        await new Promise((resolve) => setTimeout(resolve, COMMIT_POLL_MS));
        try {
          current = await api.get<ImportJob>(path);
          misses = 0;
        } catch (error) {
          // A busy service (the embedded database is held by the commit) may time a poll out:
          // the job goes on, so ask again rather than report it failed.
          if (isApiError(error) && error.status < 500) throw error;
          if (++misses > COMMIT_POLL_MISSES) throw error;
          continue;
        }
        setJob(current);
      }
      if (current.status === 'committed') {
        setCreated(current.created);
        setPhase('committed');
        await client.invalidateQueries({ queryKey: resourceKeys.all(def.module) });
        return;
      }
      setRowErrors(current.errors);
      setProblem(current.failure ?? t('importFailedRows', { count: current.errorRows }));
      setPhase('staged');
    } catch (error) {
      const details = isApiError(error) ? (error.details as { rowErrors?: ImportRowError[] } | undefined) : undefined;
      if (details?.rowErrors) setRowErrors(details.rowErrors);
      setProblem(errorMessage(error));
      setPhase('staged');
    }
  };

  const template = async () => {
    let text: string;
    try {
      text = await api.get<string>(`${base}/imports/template`, { headers: { Accept: 'text/csv' } });
      if (typeof text !== 'string') text = importTemplate(def);
    } catch {
      text = importTemplate(def);
    }
    saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), `${def.module}-template.csv`);
  };

  const commitHelpId = useId();
  const { ref: tableBox, width: tableWidth } = useElementSize();

  if (!can(permissionSlug(def.module, 'import'))) return null;

  const errorsByRow = new Map(rowErrors.map((e) => [e.row, e.errors]));
  const mappedKeys = new Set(mapping.filter(Boolean));
  const missingRequired = columns.filter((c) => c.field.required && !mappedKeys.has(c.key) && !(c.key === 'propertyId' && propertyId));
  const busy = phase === 'uploading' || phase === 'committing';
  const commitProgress = phase === 'committing' ? job?.progress : null;
  const total = file?.records.length ?? 0;
  const canCommit = !!job && phase === 'staged' && job.totalRows > 0 && job.errorRows === 0 && staged === total;
  // Why the commit button is off, said next to it (a disabled button explains nothing by itself).
  const commitBlocked =
    busy || canCommit
      ? null
      : !job
        ? t('importCommitNeedsUpload')
        : job.errorRows > 0
          ? t('importCommitBlocked', { count: job.errorRows })
          : staged < total
            ? t('importCommitIncomplete')
            : job.totalRows === 0
              ? t('importCommitNoRows')
              : null;
  const sentHeaders = file ? headersByField(file.headers, sentMapping) : new Map<string, string>();
  const sentKeys = new Set(sentMapping.filter(Boolean));
  const shownColumns = file ? file.headers.filter((_, i) => mapping[i]).length : 0;
  const previewRows = file
    ? [
        ...file.records.slice(0, PREVIEW_ROWS).map((r, i) => ({ row: i + 1, record: r })),
        ...rowErrors.filter((e) => e.row > PREVIEW_ROWS).map((e) => ({ row: e.row, record: file.records[e.row - 1] ?? {} })),
      ]
    : [];
  const columnOptions = [
    { value: '', label: t('importIgnore') },
    ...columns.map((c) => ({ value: c.key, label: `${labelText(c.field.label, language)}${c.field.required ? ' *' : ''}` })),
  ];

  if (phase === 'committed') {
    return (
      <Card data-testid="resource-import" data-phase={phase}>
        <Alert color="success" variant="light" icon={<Icon name="check" />} title={t('importDoneTitle')} data-testid="import-success">
          <Stack gap="xs" align="flex-start">
            <Text size="sm" data-testid="import-created" data-created={created ?? 0}>
              {t('importDone', { count: created ?? 0, entities })}
            </Text>
            <Group gap="xs">
              <Button size="xs" {...linkProps(`${base}/list`)} component="a" data-testid="import-to-list">
                {t('importToList', { entities })}
              </Button>
              <Button size="xs" variant="default" onClick={reset}>
                {t('importAnother')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      </Card>
    );
  }

  return (
    <Stack gap="md" data-testid="resource-import" data-phase={phase} data-module={def.module}>
      <Card p={0}>
        <Group justify="space-between" p="lg" pb="md" wrap="wrap">
          <Stack gap={2}>
            <Text fw={600}>{t('importStep1')}</Text>
            <Text size="sm" c="dimmed">
              {t('importHint')}
            </Text>
          </Stack>
          <Group gap="xs">
            <Anchor component="button" type="button" size="sm" onClick={() => void template()} data-testid="import-template">
              <Group gap={4} wrap="nowrap">
                <Icon name="download" size={15} />
                {t('importTemplate')}
              </Group>
            </Anchor>
          </Group>
        </Group>
        <Divider />
        <Box p="lg">
          <div
            className={`portico-dropzone${dragging ? ' is-dragging' : ''}`}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            onClick={() => fileInput.current?.click()}
            role="button"
            tabIndex={0}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') fileInput.current?.click();
            }}
            data-testid="import-dropzone"
          >
            <Icon name="upload" size={28} stroke={1.5} />
            <Text size="sm" fw={600}>
              {file ? file.name : t('importDrop')}
            </Text>
            <Text size="xs" c="dimmed">
              {file ? t('importRows', { count: file.records.length }) : t('importDropHint')}
            </Text>
            <input
              ref={fileInput}
              type="file"
              accept=".csv,text/csv"
              hidden
              data-testid="import-file"
              onChange={(e) => {
                const f = e.currentTarget.files?.[0];
                if (f) void readFile(f);
              }}
            />
          </div>
        </Box>
      </Card>

      {problem ? (
        <Alert color="danger" variant="light" icon={<Icon name="alert" />} data-testid="import-problem">
          {problem}
        </Alert>
      ) : null}

      {file ? (
        <Card p={0}>
          <Box p="lg" pb="md">
            <Text fw={600}>{t('importStep2')}</Text>
            <Text size="sm" c="dimmed">
              {t('importMapHint')}
            </Text>
          </Box>
          <Divider />
          <Box p="lg">
            {propertyOwned ? (
              <Box maw={420} mb="md">
                <RefSelect
                  name="defaults.propertyId"
                  target={property}
                  label={t('importProperty')}
                  required={!propertyMapped}
                  value={propertyId}
                  onChange={(v) => setPropertyId(typeof v === 'string' ? v : '')}
                />
                <Text size="xs" c="dimmed" mt={4}>
                  {t('importPropertyHint')}
                </Text>
              </Box>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              {file.headers.map((header, i) => (
                <Select
                  key={`${header}-${i}`}
                  label={header || `#${i + 1}`}
                  data={columnOptions}
                  value={mapping[i] ?? ''}
                  onChange={(v) => setMapping((m) => m.map((x, j) => (j === i ? (v ?? '') : x)))}
                  allowDeselect={false}
                  disabled={busy}
                  data-testid="import-map"
                  data-header={header}
                  data-mapped={mapping[i] ?? ''}
                  comboboxProps={{ withinPortal: true }}
                />
              ))}
            </SimpleGrid>
            {missingRequired.length ? (
              <Text size="sm" c="warning.8" mt="md" data-testid="import-missing">
                {t('importMissing', {
                  fields: formatList(
                    missingRequired.map((c) => labelText(c.field.label, language)),
                    language,
                  ),
                })}
              </Text>
            ) : null}
          </Box>
          <Divider />
          <Group justify="space-between" p="lg" py="md" wrap="wrap">
            <Box style={{ flex: 1, minWidth: 220 }}>
              {phase !== 'idle' ? (
                <Stack gap={4}>
                  <Progress
                    value={
                      commitProgress ? (commitProgress.done / Math.max(commitProgress.total, 1)) * 100 : total ? (staged / total) * 100 : 0
                    }
                    animated={busy}
                    color={commitProgress ? 'success' : undefined}
                    data-testid="import-progress"
                    data-staged={staged}
                    data-total={total}
                    data-commit-phase={commitProgress?.phase}
                    data-commit-done={commitProgress?.done}
                  />
                  <Text size="xs" c="dimmed" data-testid="import-progress-text">
                    {commitProgress
                      ? t(commitProgress.phase === 'writing' ? 'importWriting' : 'importChecking', {
                          done: commitProgress.done,
                          total: commitProgress.total,
                        })
                      : t('importStaged', { staged, total })}
                  </Text>
                </Stack>
              ) : null}
            </Box>
            <Group gap="xs">
              <Button
                variant={job ? 'default' : 'filled'}
                leftSection={<Icon name="upload" size={15} />}
                onClick={() => void upload()}
                loading={phase === 'uploading'}
                disabled={busy || total === 0 || (propertyOwned && !propertyMapped && !propertyId)}
                data-testid="import-upload"
              >
                {job ? t('importReupload') : t('importUpload')}
              </Button>
              <Button
                color="success"
                leftSection={<Icon name="check" size={15} />}
                onClick={() => void commit()}
                loading={phase === 'committing'}
                disabled={!canCommit}
                aria-describedby={commitBlocked ? commitHelpId : undefined}
                data-testid="import-commit"
              >
                {t('importCommit', { count: job?.totalRows ?? 0 })}
              </Button>
            </Group>
          </Group>
          {commitBlocked ? (
            <Group justify="flex-end" px="lg" pb="md" mt={-8}>
              <Text
                id={commitHelpId}
                size="sm"
                c={job?.errorRows ? 'danger.7' : 'dimmed'}
                ta="right"
                maw={560}
                data-testid="import-commit-why"
              >
                {commitBlocked}
              </Text>
            </Group>
          ) : null}
        </Card>
      ) : null}

      {file && job ? (
        <Card p={0} data-testid="import-preview">
          <Group p="lg" pb="md" gap="sm">
            <Text fw={600}>{t('importStep3')}</Text>
            <Badge color={job.errorRows ? 'danger' : 'success'} variant="light" data-testid="import-error-rows" data-count={job.errorRows}>
              {t('importErrorRows', { count: job.errorRows })}
            </Badge>
            <Badge color="gray" variant="light">
              {t('importRows', { count: job.totalRows })}
            </Badge>
          </Group>
          <Box ref={tableBox}>
            <ScrollArea type="auto" offsetScrollbars="x">
              <Table className="portico-import-table" verticalSpacing={4} horizontalSpacing="sm" withColumnBorders>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>#</Table.Th>
                    {file.headers.map((h, i) =>
                      sentMapping[i] ? (
                        <Table.Th key={`${h}-${i}`} data-field={sentMapping[i]}>
                          {h}
                        </Table.Th>
                      ) : null,
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {previewRows.map(({ row, record }) => {
                    const errors = nameRowErrors(def, errorsByRow.get(row) ?? [], sentHeaders, language, (label) =>
                      t('importNoColumn', { label }),
                    );
                    const byField = new Map<string, string>();
                    for (const e of errors) if (sentKeys.has(e.path) && !byField.has(e.path)) byField.set(e.path, e.message);
                    const errorLineId = `${commitHelpId}-row-${row}`;
                    return (
                      <Fragment key={row}>
                        <Table.Tr
                          data-row={row}
                          data-has-errors={errors.length ? 'true' : undefined}
                          className={errors.length ? 'has-errors' : undefined}
                        >
                          <Table.Td aria-describedby={errors.length ? errorLineId : undefined}>
                            <Group gap={4} wrap="nowrap">
                              {errors.length ? <Icon name="alert" size={14} /> : null}
                              {row}
                            </Group>
                          </Table.Td>
                          {file.headers.map((h, i) => {
                            const key = sentMapping[i];
                            if (!key) return null;
                            const message = byField.get(key);
                            return (
                              <Table.Td
                                key={`${h}-${i}`}
                                className={message ? 'portico-cell-error' : undefined}
                                data-field={key}
                                data-testid={message ? 'import-error-cell' : undefined}
                                aria-describedby={message ? errorLineId : undefined}
                              >
                                {message ? (
                                  <Tooltip label={`${h}: ${message}`} withinPortal>
                                    <span>
                                      {record[h] ? (
                                        record[h]
                                      ) : (
                                        <Text span size="xs" fs="italic" c="danger.7">
                                          {t('importEmptyCell')}
                                        </Text>
                                      )}
                                    </span>
                                  </Tooltip>
                                ) : (
                                  record[h]
                                )}
                              </Table.Td>
                            );
                          })}
                        </Table.Tr>
                        {errors.length ? (
                          <Table.Tr className="portico-import-error-line" data-row={row}>
                            <Table.Td colSpan={shownColumns + 1} data-testid="import-row-errors" data-row={row}>
                              {/* Pinned to the visible left edge, however far the table scrolls sideways. */}
                              <Box
                                id={errorLineId}
                                className="portico-import-error-text"
                                style={tableWidth ? { maxWidth: Math.max(tableWidth - 24, 240) } : undefined}
                              >
                                <VisuallyHidden>{t('importRowErrorsOf', { row })}: </VisuallyHidden>
                                {errors.map((e, k) => (
                                  <Text key={k} span size="xs" c="danger.8" data-column={e.header ?? undefined}>
                                    {k ? ' · ' : ''}
                                    {e.column ? <b>{e.column}: </b> : null}
                                    {e.message}
                                  </Text>
                                ))}
                              </Box>
                            </Table.Td>
                          </Table.Tr>
                        ) : null}
                      </Fragment>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          </Box>
          {total > PREVIEW_ROWS ? (
            <Text size="xs" c="dimmed" p="sm" px="lg">
              {t('importPreviewMore', { shown: PREVIEW_ROWS, total })}
            </Text>
          ) : null}
        </Card>
      ) : null}
    </Stack>
  );
}
