import type { ReactNode } from 'react';
import {
  Anchor,
  Badge,
  ColorInput,
  ColorSwatch,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { ENTITIES, type EntityDef, type FieldDef } from '@portico/contracts';
import { can, formatCurrency, formatDate, formatDateTime, formatNumber, labelText, useLanguage } from '@portico/shell-sdk';
import { useTranslation } from 'react-i18next';
import { useResourceList, useResourceRecord } from './hooks';

export function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

function asStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function refDefOf(field: FieldDef): EntityDef | undefined {
  return field.ref ? ENTITIES.find((e) => e.name === field.ref || e.module === field.ref) : undefined;
}

/** Display of one field value, by kind. `dense` is the list cell flavour. */
export function FieldValue({ field, value, dense = false }: { field: FieldDef; value: unknown; dense?: boolean }): ReactNode {
  const language = useLanguage();
  const { t } = useTranslation('common');
  if (isEmpty(value)) {
    return (
      <Text span c="dimmed" size="sm">
        {t('notSet')}
      </Text>
    );
  }
  switch (field.kind) {
    case 'enum': {
      const option = field.options?.find((o) => o.value === value);
      const text = option ? labelText(option.label, language) : String(value);
      return dense ? (
        <Badge variant="light" color="portico" radius="sm" tt="none" fw={500}>
          {text}
        </Badge>
      ) : (
        <Text span size="sm">
          {text}
        </Text>
      );
    }
    case 'color':
      return (
        <Group gap={8} wrap="nowrap">
          <ColorSwatch color={String(value)} size={16} radius="sm" />
          <Text span size="sm" ff="monospace">
            {String(value).toUpperCase()}
          </Text>
        </Group>
      );
    case 'boolean':
      return (
        <Badge variant="light" color={value ? 'success' : 'gray'} radius="sm" tt="none">
          {value ? t('yes') : t('no')}
        </Badge>
      );
    case 'date':
      return (
        <Text span size="sm">
          {formatDate(String(value), language)}
        </Text>
      );
    case 'datetime':
      return (
        <Text span size="sm">
          {formatDateTime(String(value), language)}
        </Text>
      );
    case 'money':
      return (
        <Text span size="sm">
          {formatCurrency(Number(value), language)}
        </Text>
      );
    case 'integer':
    case 'decimal': {
      const n = Number(value);
      return (
        <Text span size="sm" title={String(value)}>
          {dense ? formatNumber(n) : String(n)}
        </Text>
      );
    }
    case 'email':
      return (
        <Anchor href={`mailto:${String(value)}`} size="sm">
          {String(value)}
        </Anchor>
      );
    case 'phone':
      return (
        <Anchor href={`tel:${String(value)}`} size="sm">
          {String(value)}
        </Anchor>
      );
    case 'ref':
      return <RefValue field={field} id={String(value)} />;
    case 'textList':
    case 'refList': {
      const list = asStringList(value);
      const shown = dense ? list.slice(0, 3) : list;
      return (
        <Group gap={4} wrap="wrap">
          {shown.map((item) => (
            <Badge key={item} variant="light" color="gray" radius="sm" tt="none" fw={500}>
              {field.kind === 'refList' ? <RefValue field={field} id={item} /> : item}
            </Badge>
          ))}
          {list.length > shown.length ? (
            <Text span size="xs" c="dimmed">
              +{list.length - shown.length}
            </Text>
          ) : null}
        </Group>
      );
    }
    case 'longText':
      return (
        <Text
          span
          size="sm"
          lineClamp={dense ? 1 : undefined}
          style={dense ? undefined : { whiteSpace: 'pre-wrap' }}
          maw={dense ? 360 : undefined}
        >
          {String(value)}
        </Text>
      );
    case 'text':
      return (
        <Text span size="sm">
          {String(value)}
        </Text>
      );
  }
}

/** A reference shown by the referenced record's display field (its id when not readable). */
export function RefValue({ field, id, def }: { field?: FieldDef; id: string; def?: EntityDef }): ReactNode {
  const target = def ?? (field ? refDefOf(field) : undefined);
  const readable = !!target && can(`${target.module}-read`);
  const query = useResourceRecord(target ?? ({ module: '_' } as EntityDef), id, readable);
  const name = target && query.data ? query.data[target.displayField] : undefined;
  return (
    <Text span size="sm" title={id}>
      {typeof name === 'string' && name ? name : id}
    </Text>
  );
}

export interface InputBinding {
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  error?: string;
}

function dateTimeLocal(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Options for a reference picker: the first 100 active records of the target entity. */
export function useRefOptions(target: EntityDef | undefined) {
  const language = useLanguage();
  const allowed = !!target && can(`${target.module}-list`);
  const query = useResourceList(
    target ?? ({ module: '_' } as EntityDef),
    { limit: 100, status: 'active', sort: target?.defaultSort.field, direction: target?.defaultSort.direction },
    allowed,
  );
  const data = (query.data?.items ?? []).map((item) => ({ value: item.id, label: String(item[target?.displayField ?? 'id'] ?? item.id) }));
  return { data, loading: query.isLoading, language };
}

function RefInput({
  name,
  field,
  binding,
  label,
  required,
}: {
  name: string;
  field: FieldDef;
  binding: InputBinding;
  label: string;
  required: boolean;
}) {
  const { t } = useTranslation('ui');
  const { data, loading } = useRefOptions(refDefOf(field));
  return (
    <Select
      name={name}
      label={label}
      withAsterisk={required}
      data={data}
      placeholder={loading ? '…' : t('choose')}
      searchable
      clearable={!required}
      value={typeof binding.value === 'string' && binding.value ? binding.value : null}
      onChange={(v) => binding.onChange(v ?? '')}
      onBlur={binding.onBlur}
      error={binding.error}
      data-field={name}
      nothingFoundMessage="—"
    />
  );
}

/** The form control for one field, by kind. */
export function FieldInput({ name, field, binding }: { name: string; field: FieldDef; binding: InputBinding }): ReactNode {
  const language = useLanguage();
  const label = labelText(field.label, language);
  const required = !!field.required;
  const common = { name, label, withAsterisk: required, error: binding.error, onBlur: binding.onBlur, 'data-field': name } as const;
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'phone':
      return (
        <TextInput
          {...common}
          type={field.kind === 'email' ? 'email' : field.kind === 'phone' ? 'tel' : 'text'}
          value={typeof binding.value === 'string' ? binding.value : ''}
          onChange={(e) => binding.onChange(e.currentTarget.value)}
          maxLength={field.max}
          autoComplete="off"
        />
      );
    case 'longText':
      return (
        <Textarea
          {...common}
          value={typeof binding.value === 'string' ? binding.value : ''}
          onChange={(e) => binding.onChange(e.currentTarget.value)}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={field.max}
        />
      );
    case 'integer':
    case 'decimal':
    case 'money':
      return (
        <NumberInput
          {...common}
          value={typeof binding.value === 'number' || typeof binding.value === 'string' ? binding.value : ''}
          onChange={(v) => binding.onChange(v)}
          allowDecimal={field.kind !== 'integer'}
          decimalScale={field.kind === 'money' ? 2 : undefined}
          min={field.min}
          max={field.max}
          prefix={field.kind === 'money' ? '$' : undefined}
          thousandSeparator=","
        />
      );
    case 'boolean':
      return (
        <Switch
          name={name}
          label={label}
          checked={binding.value === true}
          onChange={(e) => binding.onChange(e.currentTarget.checked)}
          error={binding.error}
          mt="lg"
          data-field={name}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          value={typeof binding.value === 'string' ? binding.value : ''}
          onChange={(e) => binding.onChange(e.currentTarget.value)}
        />
      );
    case 'datetime':
      return (
        <TextInput
          {...common}
          type="datetime-local"
          value={dateTimeLocal(binding.value)}
          onChange={(e) => {
            const raw = e.currentTarget.value;
            binding.onChange(raw ? new Date(raw).toISOString() : '');
          }}
        />
      );
    case 'enum':
      return (
        <Select
          {...common}
          data={(field.options ?? []).map((o) => ({ value: o.value, label: labelText(o.label, language) }))}
          value={typeof binding.value === 'string' && binding.value ? binding.value : null}
          onChange={(v) => binding.onChange(v ?? '')}
          clearable={!required}
          allowDeselect={!required}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'color':
      return (
        <ColorInput
          {...common}
          format="hex"
          value={typeof binding.value === 'string' ? binding.value : ''}
          onChange={(v) => binding.onChange(v)}
          placeholder="#314671"
          swatches={['#314671', '#28C76F', '#EA5455', '#FF9F43', '#00CFE8', '#7367F0', '#1E1E1E', '#82868B']}
        />
      );
    case 'ref':
      return <RefInput name={name} field={field} binding={binding} label={label} required={required} />;
    case 'refList':
      return <RefListInput name={name} field={field} binding={binding} label={label} required={required} />;
    case 'textList':
      return (
        <TagsInput
          {...common}
          value={asStringList(binding.value)}
          onChange={(v) => binding.onChange(v)}
          clearable
          splitChars={[',', ' ']}
          acceptValueOnBlur
        />
      );
  }
}

function RefListInput({
  name,
  field,
  binding,
  label,
  required,
}: {
  name: string;
  field: FieldDef;
  binding: InputBinding;
  label: string;
  required: boolean;
}) {
  const { t } = useTranslation('ui');
  const { data, loading } = useRefOptions(refDefOf(field));
  return (
    <MultiSelect
      name={name}
      label={label}
      withAsterisk={required}
      data={data}
      placeholder={loading ? '…' : t('choose')}
      searchable
      clearable
      value={asStringList(binding.value)}
      onChange={(v) => binding.onChange(v)}
      onBlur={binding.onBlur}
      error={binding.error}
      data-field={name}
      nothingFoundMessage="—"
    />
  );
}
