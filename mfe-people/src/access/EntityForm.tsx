import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, Divider, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type EntityDef, type FieldDef, createSchema, slugFor, parentOrg, updateSchema } from '@portico/contracts';
import {
  type ApiError,
  type Crumb,
  api,
  labelText,
  linkProps,
  navigate,
  toast,
  useCan,
  useLanguage,
  usePageMeta,
  usePrincipal,
} from '@portico/shell-sdk';
import {
  FieldInput,
  Icon,
  RecordProblem,
  type ResourceRecord,
  changedValues,
  initialValues,
  resourceKeys,
  useSchemaForm,
  withoutBlanks,
  zodErrors,
} from '@portico/shell-ui';
import './i18n';

type FormValues = Record<string, unknown>;
type FormErrors = Record<string, string>;

export interface FormSection {
  key: string;
  /** i18n key in the `people` namespace. */
  title: string;
  fields: string[];
}

export interface FormApi {
  values: FormValues;
  setValue: (key: string, value: unknown) => void;
  error?: string;
}

export interface EntityFormProps {
  def: EntityDef;
  mode: 'create' | 'edit';
  id?: string;
  /** Fields grouped into titled sections; fields not listed are left out. Default: one block. */
  sections?: FormSection[];
  /** Values fixed on create (shown disabled). */
  fixed?: FormValues;
  /** Custom control for a field (e.g. the permission matrix). */
  renderField?: Record<string, (api: FormApi, record: ResourceRecord | null) => ReactNode>;
  /** Read and write another endpoint than `/<module>/:id` (the own profile). */
  endpoint?: { read: string; write: string; queryKey: readonly unknown[] };
  /** Only these fields are editable (the own profile). */
  only?: readonly string[];
  /** Title and breadcrumbs instead of the generic 'X Edit'/'X New'. */
  meta?: (record: ResourceRecord | null) => { title: string; crumbs: Crumb[] };
  /** After saving; default: toast and go to the record's view. */
  onSaved?: (saved: ResourceRecord) => void;
  cancelHref?: string;
  /** Shown above the fields. */
  intro?: ReactNode;
}

/**
 * The people screens' edit/new form: the generic ResourceForm's behaviour (shared zod schema,
 * server field errors, optimistic concurrency) with sections, fixed values and custom controls.
 */
export function EntityForm(props: EntityFormProps) {
  const { def, mode, id, endpoint } = props;
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const entity = labelText(def.title, language);
  const entities = labelText(def.titlePlural, language);
  const base = `/${def.module}`;
  const query = useQuery({
    queryKey: endpoint?.queryKey ?? resourceKeys.record(def.module, id ?? ''),
    queryFn: ({ signal }) => api.get<ResourceRecord>(endpoint?.read ?? `${base}/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: mode === 'edit' && (!!endpoint || !!id),
  });
  const record = query.data ?? null;
  const name = record ? String(record[def.displayField] ?? record.id) : '';
  const custom = props.meta?.(record);
  usePageMeta(
    custom?.title ?? (mode === 'edit' ? t('titleEdit', { entity, entities }) : t('titleNew', { entity, entities })),
    custom?.crumbs ?? [
      { title: entities, url: `${base}/list` },
      ...(mode === 'edit' && name && record ? [{ title: name, url: `${base}/view/${encodeURIComponent(record.id)}` }] : []),
      { title: mode === 'edit' ? t('edit') : t('new'), active: true },
    ],
  );

  if (mode === 'edit') {
    if (query.isLoading) {
      return (
        <Card data-testid="resource-form" data-loading>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {Array.from({ length: 4 }, (_, i) => (
              <Stack key={i} gap={6}>
                <Skeleton height={10} width="30%" />
                <Skeleton height={34} />
              </Stack>
            ))}
          </SimpleGrid>
        </Card>
      );
    }
    if (query.isError || !record) return <RecordProblem error={query.error} base={base} onRetry={() => void query.refetch()} />;
    return <Body key={`${record.id}:${record.version}`} {...props} record={record} onReload={() => void query.refetch()} />;
  }
  return <Body {...props} record={null} />;
}

function Body({
  def,
  mode,
  sections,
  fixed,
  renderField,
  endpoint,
  only,
  onSaved,
  cancelHref,
  intro,
  record,
  onReload,
}: EntityFormProps & { record: ResourceRecord | null; onReload?: () => void }) {
  const { t } = useTranslation('ui');
  const { t: tp } = useTranslation('people');
  const language = useLanguage();
  const can = useCan();
  const principal = usePrincipal();
  const client = useQueryClient();
  const base = `/${def.module}`;
  const entity = labelText(def.title, language);

  // A platform user (no org of their own) picks the parent org of an org-owned record.
  const pickOrg =
    mode === 'create' && (def.tenancy === 'org' || def.tenancy === 'property') && !principal?.orgId && can(slugFor(parentOrg, 'list'));
  const schema = useMemo(() => (mode === 'create' ? createSchema(def) : updateSchema(def)), [def, mode]);
  const start = useMemo(() => {
    const values = initialValues(def, record, pickOrg ? ['parentOrgId'] : []);
    if (only) for (const key of Object.keys(values)) if (!only.includes(key)) delete values[key];
    if (fixed) Object.assign(values, fixed);
    return values;
  }, [def, record, pickOrg, only, fixed]);

  const payloadOf = (values: FormValues): FormValues => (mode === 'create' ? withoutBlanks(values) : changedValues(start, values));
  const validate = (values: FormValues): FormErrors => {
    const result = schema.safeParse(payloadOf(values));
    return result.success ? {} : zodErrors(result.error);
  };
  const form = useSchemaForm({ initial: start, validate });
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);

  const save = useMutation<ResourceRecord, ApiError, FormValues>({
    mutationFn: (body) =>
      mode === 'create'
        ? api.post<ResourceRecord>(base, body)
        : api.patch<ResourceRecord>(endpoint?.write ?? `${base}/${encodeURIComponent(record!.id)}`, { ...body, version: record!.version }),
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: resourceKeys.all(def.module) });
      if (endpoint) await client.invalidateQueries({ queryKey: endpoint.queryKey });
      if (onSaved) {
        onSaved(saved);
        return;
      }
      toast.success(t(mode === 'create' ? 'created' : 'saved', { entity }), String(saved?.[def.displayField] ?? ''));
      const savedId = saved?.id ?? record?.id;
      navigate(savedId ? `${base}/view/${encodeURIComponent(savedId)}` : `${base}/list`);
    },
    onError: (error) => {
      if (error.status === 409 && !error.fieldErrors.length) {
        setConflict(true);
        return;
      }
      const fieldErrors: FormErrors = {};
      const unplaced: string[] = [];
      for (const fe of error.fieldErrors) {
        if (fe.path in form.values) fieldErrors[fe.path] ??= fe.message;
        else unplaced.push(fe.path && fe.path !== '(root)' ? `${fe.path}: ${fe.message}` : fe.message);
      }
      form.setErrors(fieldErrors);
      // Custom controls (the permission matrix) get the server's message in the banner as well.
      const banner = [
        ...unplaced,
        ...Object.keys(fieldErrors)
          .filter((k) => renderField?.[k])
          .map((k) => fieldErrors[k]!),
      ];
      setFormError(banner.length ? banner.join(' · ') : Object.keys(fieldErrors).length ? t('fixErrors') : error.message);
    },
  });

  useEffect(() => {
    if (form.errors._form) setFormError(form.errors._form);
  }, [form.errors._form]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setConflict(false);
    if (!form.validateAll()) {
      setFormError(t('fixErrors'));
      return;
    }
    const parsed = schema.safeParse(payloadOf(form.values));
    if (!parsed.success) return;
    const body = parsed.data as FormValues;
    if (mode === 'edit' && Object.keys(body).length === 0) {
      toast.info(t('noChanges'));
      return;
    }
    save.mutate(body);
  };

  const editable = (key: string, field: FieldDef) =>
    !field.secret && !field.readOnly && !(mode === 'edit' && field.immutable) && (!only || only.includes(key));
  const allFields = Object.entries(def.fields).filter(([key, f]) => editable(key, f));
  const groups: { key: string; title?: string; fields: [string, FieldDef][] }[] = sections
    ? sections
        .map((s) => ({
          key: s.key,
          title: tp(s.title),
          fields: s.fields.flatMap((k) => {
            if (k === 'parentOrgId') return pickOrg ? [[k, orgField(t('parentOrg'), !def.orgOptional)] as [string, FieldDef]] : [];
            const f = def.fields[k];
            return f && editable(k, f) ? [[k, f] as [string, FieldDef]] : [];
          }),
        }))
        .filter((s) => s.fields.length > 0)
    : [
        {
          key: 'main',
          fields: [...(pickOrg ? [['parentOrgId', orgField(t('parentOrg'), !def.orgOptional)] as [string, FieldDef]] : []), ...allFields],
        },
      ];

  const control = (key: string, field: FieldDef) => {
    const custom = renderField?.[key];
    if (custom) return custom({ values: form.values, setValue: form.setValue, error: form.errors[key] }, record);
    const input = <FieldInput name={key} field={field} binding={form.bind(key)} />;
    if (fixed && key in fixed) {
      return (
        <Box component="fieldset" disabled style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} data-fixed={key}>
          {input}
        </Box>
      );
    }
    return input;
  };

  const wide = (key: string, field: FieldDef) => field.kind === 'longText' || !!renderField?.[key];
  const back = cancelHref ?? (record ? `${base}/view/${encodeURIComponent(record.id)}` : `${base}/list`);

  return (
    <Card p={0} data-testid="resource-form" data-mode={mode} data-module={def.module}>
      <form onSubmit={submit} noValidate>
        <Box p="lg">
          {intro}
          {conflict ? (
            <Alert color="warning" variant="light" mb="md" icon={<Icon name="alert" />} data-testid="form-conflict">
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">{t('conflict')}</Text>
                {onReload ? (
                  <Button size="xs" variant="light" color="warning" onClick={onReload}>
                    {t('reload')}
                  </Button>
                ) : null}
              </Group>
            </Alert>
          ) : null}
          {formError ? (
            <Alert color="danger" variant="light" mb="md" icon={<Icon name="alert" />} data-testid="form-error">
              {formError}
            </Alert>
          ) : null}
          <Stack gap="xl">
            {groups.map((group) => (
              <Box key={group.key} data-section={group.key}>
                {group.title ? (
                  <Text size="xs" fw={600} tt="uppercase" c="dimmed" mb="md" lts={0.5}>
                    {group.title}
                  </Text>
                ) : null}
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
                  {group.fields.map(([key, field]) => (
                    <Box key={key} style={wide(key, field) ? { gridColumn: '1 / -1' } : undefined}>
                      {control(key, field)}
                    </Box>
                  ))}
                </SimpleGrid>
              </Box>
            ))}
          </Stack>
        </Box>
        <Divider />
        <Group justify="flex-end" p="lg" py="md" gap="sm">
          <Button variant="default" {...linkProps(back)} component="a" disabled={save.isPending} data-testid="form-cancel">
            {t('common:cancel')}
          </Button>
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<Icon name={mode === 'create' ? 'plus' : 'edit'} size={15} />}
            data-testid="form-submit"
          >
            {mode === 'create' ? t('create') : t('saveChanges')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}

function orgField(label: string, required: boolean): FieldDef {
  return { kind: 'ref', ref: 'parentOrg', label: { en: label, es: label }, required };
}
