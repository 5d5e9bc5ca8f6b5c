import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, Divider, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type EntityDef, createSchema, parentOrg, property, slugFor, tenantFieldsOf, updateSchema } from '@portico/contracts';
import {
  type ApiError,
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
import { FieldInput, RefSelect } from './fields';
import { type FormErrors, type FormValues, changedValues, initialValues, useSchemaForm, withoutBlanks, zodErrors } from './form';
import { type ResourceRecord, resourceKeys, useResourceRecord } from './hooks';
import { RecordProblem } from './ResourceView';

export interface ResourceFormProps {
  def: EntityDef;
  mode: 'create' | 'edit';
  id?: string;
}

/** The generic edit and new screens ('X Edit', 'X New'). */
export function ResourceForm({ def, mode, id }: ResourceFormProps) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const entity = labelText(def.title, language);
  const entities = labelText(def.titlePlural, language);
  const base = `/${def.module}`;
  const query = useResourceRecord(def, mode === 'edit' ? id : undefined);
  const record = query.data;
  const name = record ? String(record[def.displayField] ?? record.id) : '';
  usePageMeta(mode === 'edit' ? t('titleEdit', { entity, entities }) : t('titleNew', { entity, entities }), [
    { title: entities, url: `${base}/list` },
    ...(mode === 'edit' && name && record ? [{ title: name, url: `${base}/view/${encodeURIComponent(record.id)}` }] : []),
    { title: mode === 'edit' ? t('edit') : t('new'), active: true },
  ]);

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
    return <FormBody key={`${record.id}:${record.version}`} def={def} mode="edit" record={record} onReload={() => void query.refetch()} />;
  }
  return <FormBody def={def} mode="create" record={null} />;
}

function FormBody({
  def,
  mode,
  record,
  onReload,
}: {
  def: EntityDef;
  mode: 'create' | 'edit';
  record: ResourceRecord | null;
  onReload?: () => void;
}) {
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
  const start = useMemo(() => {
    const values = initialValues(def, record, extraKey ? extraKey.split(',') : []);
    // `/pets/new?unitId=<id>`: a related list's Add prefills the parent.
    if (mode === 'create') {
      for (const [key, raw] of new URLSearchParams(window.location.search)) {
        const field = def.fields[key];
        if (field && !field.readOnly && !field.secret && (field.kind === 'ref' || field.kind === 'text' || field.kind === 'enum'))
          values[key] = raw;
        else if (key in values) values[key] = raw;
      }
    }
    return values;
  }, [def, record, extraKey, mode]);

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
        : api.patch<ResourceRecord>(`${base}/${encodeURIComponent(record!.id)}`, { ...body, version: record!.version }),
    onSuccess: async (saved) => {
      toast.success(t(mode === 'create' ? 'created' : 'saved', { entity }), String(saved?.[def.displayField] ?? ''));
      await client.invalidateQueries({ queryKey: resourceKeys.all(def.module) });
      const savedId = saved?.id ?? record?.id;
      navigate(savedId ? `${base}/view/${encodeURIComponent(savedId)}` : `${base}/list`);
    },
    onError: (error) => {
      if (error.status === 409) {
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
      setFormError(unplaced.length ? unplaced.join(' · ') : Object.keys(fieldErrors).length ? t('fixErrors') : error.message);
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

  const fields = Object.entries(def.fields).filter(([, f]) => !f.secret && !f.readOnly && !(mode === 'edit' && f.immutable));
  const cancelHref = record ? `${base}/view/${encodeURIComponent(record.id)}` : `${base}/list`;

  return (
    <Card p={0} data-testid="resource-form" data-mode={mode}>
      <form onSubmit={submit} noValidate>
        <Box p="lg">
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
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
            {pickOrg ? (
              <TenantInput
                name="parentOrgId"
                target={parentOrg}
                label={t('parentOrg')}
                required={!def.orgOptional}
                value={form.values.parentOrgId}
                onChange={(v) => form.setValue('parentOrgId', v)}
                error={form.errors.parentOrgId}
              />
            ) : null}
            {pickProperty && mode === 'create' ? (
              <TenantInput
                name="propertyId"
                target={property}
                label={t('property')}
                required={def.parent?.field === 'propertyId'}
                value={form.values.propertyId}
                onChange={(v) => form.setValue('propertyId', v)}
                error={form.errors.propertyId}
              />
            ) : null}
            {fields.map(([key, field]) => (
              <Box key={key} style={field.kind === 'longText' ? { gridColumn: '1 / -1' } : undefined}>
                <FieldInput name={key} field={field} binding={form.bind(key)} />
              </Box>
            ))}
          </SimpleGrid>
        </Box>
        <Divider />
        <Group justify="flex-end" p="lg" py="md" gap="sm">
          <Button variant="default" {...linkProps(cancelHref)} component="a" disabled={save.isPending} data-testid="form-cancel">
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
