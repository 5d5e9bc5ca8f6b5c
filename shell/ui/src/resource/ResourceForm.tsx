import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, Divider, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  type EntityDef,
  type FieldDef,
  type Role,
  type Label,
  createSchema,
  fieldsNotWritableBy,
  parentOrg,
  property,
  slugFor,
  tenantFieldsOf,
  updateSchema,
} from '@portico/contracts';
import {
  type ApiError,
  type Crumb,
  type Language,
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
import { Icon } from '../icons';
import { usePendingAttachments } from './Attachments';
import { FieldInput, RefSelect } from './fields';
import { type FormErrors, type FormValues, changedValues, initialValues, useSchemaForm, withoutBlanks, zodResolver } from './form';
import { type ResourceRecord, resourceKeys } from './hooks';
import { RecordProblem } from './ResourceView';

/** A section's heading: literal text, a label in every language, or a render function. */
export type ResourceFormSectionTitle = string | Label | ((language: Language) => ReactNode);

/** Fields shown together under a title; `parentOrgId`/`propertyId` place the tenant pickers. */
export interface ResourceFormSection {
  key: string;
  title?: ResourceFormSectionTitle;
  fields: readonly string[];
}

/**
 * What a custom control (`renderField`) gets: the form's values, a setter, its field's error, and
 * every field's errors (a control editing several fields, such as an amenity's weekly hours).
 */
export interface ResourceFormFieldApi {
  values: FormValues;
  setValue: (key: string, value: unknown) => void;
  error?: string;
  errors: FormErrors;
}

/** Read and write another URL than `/<module>/:id` (e.g. the own profile, `/me/profile`). */
export interface ResourceFormEndpoint {
  read: string;
  write: string;
  queryKey: readonly unknown[];
}

export interface ResourceFormProps {
  def: EntityDef;
  mode: 'create' | 'edit';
  id?: string;
  /** Fields grouped into titled sections; fields not listed are left out. Default: one block of every field. */
  sections?: readonly ResourceFormSection[];
  /** Values fixed on create (shown disabled); they win over a prefill from the URL query. */
  fixed?: FormValues;
  /** Custom control for a field (e.g. the permission matrix); it spans the full width. */
  renderField?: Record<string, (form: ResourceFormFieldApi, record: ResourceRecord | null) => ReactNode>;
  /** Read and write another endpoint than `/<module>/:id` (edit mode; the own profile). */
  endpoint?: ResourceFormEndpoint;
  /** Only these fields are editable (the own profile). */
  only?: readonly string[];
  /** Title and breadcrumbs instead of the generic 'X Edit'/'X New'. */
  meta?: (record: ResourceRecord | null) => { title: string; crumbs: Crumb[] };
  /** After saving; default: toast and go to the record's view. */
  onSaved?: (saved: ResourceRecord) => void;
  /** Where Cancel goes; default: the record's view (edit) or the list (create). */
  cancelHref?: string;
  /** Shown above the fields. */
  intro?: ReactNode;
}

/** The generic edit and new screens ('X Edit', 'X New'), optionally in sections with custom controls. */
export function ResourceForm(props: ResourceFormProps) {
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
  const record = query.data;
  const name = record ? String(record[def.displayField] ?? record.id) : '';
  const custom = props.meta?.(record ?? null);
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
    return <FormBody key={`${record.id}:${record.version}`} {...props} record={record} onReload={() => void query.refetch()} />;
  }
  return <FormBody {...props} record={null} />;
}

function FormBody({
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
}: ResourceFormProps & { record: ResourceRecord | null; onReload?: () => void }) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const can = useCan();
  const principal = usePrincipal();
  const client = useQueryClient();
  const base = `/${def.module}`;
  const entity = labelText(def.title, language);

  // On create, tenant ids are chosen where the service cannot derive them: a record hanging
  // off a property names it; a platform user (no org of their own) picks the parent org.
  const tenantFields = mode === 'create' ? tenantFieldsOf(def) : [];
  const pickProperty = tenantFields.includes('propertyId') || def.parent?.field === 'propertyId';
  const pickOrg = tenantFields.includes('parentOrgId') && !def.parent && !principal?.orgId && can(slugFor(parentOrg, 'list'));
  const extraKey = [pickOrg ? 'parentOrgId' : '', pickProperty && mode === 'create' ? 'propertyId' : ''].filter(Boolean).join(',');
  const schema = useMemo(() => (mode === 'create' ? createSchema(def) : updateSchema(def)), [def, mode]);
  const roles = principal?.roles;
  const unwritable = useMemo(() => fieldsNotWritableBy(def, { roles: (roles ?? []) as Role[] }), [def, roles]);
  const start = useMemo(() => {
    const values = initialValues(def, record, extraKey ? extraKey.split(',') : []);
    if (only) for (const key of Object.keys(values)) if (!only.includes(key)) delete values[key];
    // A field the role may not write is never sent (the service refuses it, ADR 0037).
    for (const key of unwritable) delete values[key];
    // `/pets/new?unitId=<id>`: a related list's Add prefills the parent.
    if (mode === 'create') {
      for (const [key, raw] of new URLSearchParams(window.location.search)) {
        const field = def.fields[key];
        if (only && !only.includes(key)) continue;
        if (field && !field.readOnly && !field.secret && (field.kind === 'ref' || field.kind === 'text' || field.kind === 'enum'))
          values[key] = raw;
        else if (key in values) values[key] = raw;
      }
    }
    if (fixed) Object.assign(values, fixed);
    return values;
  }, [def, record, extraKey, mode, only, fixed, unwritable]);

  const payloadOf = (values: FormValues): FormValues => (mode === 'create' ? withoutBlanks(values) : changedValues(start, values));
  const form = useSchemaForm({ initial: start, validate: zodResolver(schema, payloadOf) });
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const attachments = usePendingAttachments(def, mode);

  const save = useMutation<ResourceRecord, ApiError, FormValues>({
    mutationFn: (body) =>
      mode === 'create'
        ? api.post<ResourceRecord>(base, body)
        : api.patch<ResourceRecord>(endpoint?.write ?? `${base}/${encodeURIComponent(record!.id)}`, { ...body, version: record!.version }),
    onSuccess: async (saved) => {
      if (!onSaved) toast.success(t(mode === 'create' ? 'created' : 'saved', { entity }), String(saved?.[def.displayField] ?? ''));
      await client.invalidateQueries({ queryKey: resourceKeys.all(def.module) });
      if (endpoint) await client.invalidateQueries({ queryKey: endpoint.queryKey });
      await attachments.uploadFor(mode === 'create' ? saved?.id : undefined);
      if (onSaved) {
        onSaved(saved);
        return;
      }
      const savedId = saved?.id ?? record?.id;
      navigate(savedId ? `${base}/view/${encodeURIComponent(savedId)}` : `${base}/list`);
    },
    onError: (error) => {
      // A stale version (no field named): offer to reload. A 409 naming fields (a taken value) goes under them.
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

  // The tenant pickers (create only): `parentOrgId` for a platform user, `propertyId` under a property.
  const tenantPicker = (key: string): ReactNode => {
    if (key === 'parentOrgId' && pickOrg)
      return (
        <TenantInput
          name="parentOrgId"
          target={parentOrg}
          label={t('parentOrg')}
          required={!def.orgOptional}
          value={form.values.parentOrgId}
          onChange={(v) => form.setValue('parentOrgId', v)}
          error={form.errors.parentOrgId}
        />
      );
    if (key === 'propertyId' && pickProperty && mode === 'create')
      return (
        <TenantInput
          name="propertyId"
          target={property}
          label={t('property')}
          required={def.parent?.field === 'propertyId'}
          value={form.values.propertyId}
          onChange={(v) => form.setValue('propertyId', v)}
          error={form.errors.propertyId}
        />
      );
    return null;
  };

  // A sealed secret (secret, not readOnly: ADR 0035) is write-only: typed in, never shown back.
  const editable = (key: string, field: FieldDef) =>
    !field.readOnly && !(mode === 'edit' && field.immutable) && (!only || only.includes(key)) && !unwritable.includes(key);

  // A choice made within another field no longer holds once the user changes that field: cleared.
  const bindingOf = (key: string) => {
    const binding = form.bind(key);
    const dependents = Object.entries(def.fields).flatMap(([k, f]) => (f.within?.field === key ? [k] : []));
    if (dependents.length === 0) return binding;
    return {
      ...binding,
      onChange: (value: unknown) => {
        binding.onChange(value);
        for (const dependent of dependents) form.setValue(dependent, '');
      },
    };
  };

  const control = (key: string, field: FieldDef): ReactNode => {
    const customControl = renderField?.[key];
    if (customControl)
      return customControl({ values: form.values, setValue: form.setValue, error: form.errors[key], errors: form.errors }, record);
    // A ref `within` another lists only the children of what that one names (sub locations).
    const outer = field.within ? form.values[field.within.field] : undefined;
    const chosen = typeof outer === 'string' && outer ? outer : null;
    const outerField = field.within ? def.fields[field.within.field] : undefined;
    const within = field.within
      ? {
          filters: { [field.within.by]: chosen },
          ...(chosen || !outerField ? {} : { waitingFor: labelText(outerField.label, language) }),
        }
      : undefined;
    const input = (
      <FieldInput
        name={key}
        field={field}
        binding={bindingOf(key)}
        secretSet={record?.[`${key}Set`] === true}
        {...(within ? { within } : {})}
      />
    );
    if (fixed && key in fixed) {
      return (
        <Box component="fieldset" disabled style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} data-fixed={key}>
          {input}
        </Box>
      );
    }
    return input;
  };

  type Cell = { key: string; node: ReactNode; wide: boolean };
  const cell = (key: string): Cell[] => {
    const picker = tenantPicker(key);
    if (picker) return [{ key, node: picker, wide: false }];
    const field = def.fields[key];
    if (!field || !editable(key, field)) return [];
    return [{ key, node: control(key, field), wide: field.kind === 'longText' || !!renderField?.[key] }];
  };
  const grid = (cells: Cell[]) => (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
      {cells.map((c) => (
        <Box key={c.key} style={c.wide ? { gridColumn: '1 / -1' } : undefined}>
          {c.node}
        </Box>
      ))}
    </SimpleGrid>
  );
  const groups = sections?.map((s) => ({ key: s.key, title: s.title, cells: s.fields.flatMap(cell) })).filter((s) => s.cells.length > 0);
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
          {groups ? (
            <Stack gap="xl">
              {groups.map((group) => (
                <Box key={group.key} data-section={group.key}>
                  {group.title ? (
                    <Text size="xs" fw={600} tt="uppercase" c="dimmed" mb="md" lts={0.5}>
                      {typeof group.title === 'function' ? group.title(language) : labelText(group.title, language)}
                    </Text>
                  ) : null}
                  {grid(group.cells)}
                </Box>
              ))}
            </Stack>
          ) : (
            grid(['parentOrgId', 'propertyId', ...Object.keys(def.fields)].flatMap(cell))
          )}
          {attachments.node ? <Box mt="lg">{attachments.node}</Box> : null}
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

function TenantInput(props: {
  name: string;
  target: EntityDef;
  label: string;
  required?: boolean;
  value: unknown;
  onChange: (v: string) => void;
  error?: string;
}) {
  return <RefSelect {...props} onChange={(v) => props.onChange(typeof v === 'string' ? v : (v[0] ?? ''))} />;
}
