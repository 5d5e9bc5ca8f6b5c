import { type ReactNode, useContext, useMemo, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import {
  Anchor,
  Badge,
  ColorInput,
  type ComboboxItem,
  type ComboboxParsedItem,
  ColorSwatch,
  Group,
  MultiSelect,
  NumberInput,
  PasswordInput,
  Select,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { DEFAULT_CURRENCY, type EntityDef, type FieldDef, fromMinorUnits, minorUnitDigits, toMinorUnits } from '@portico/contracts';
import { entityNamed } from './catalogue';
import {
  api,
  can,
  displayNameOf,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  labelText,
  moneyInputFormat,
  useLanguage,
  usePrincipal,
} from '@portico/shell-sdk';
import { useTranslation } from 'react-i18next';
import { refLabelsOf, useServedLabel } from './ref-labels';
import {
  type RefBatch,
  RefBatchContext,
  type ResourceRecord,
  resourceKeys,
  useRecordsByIds,
  useResourceList,
  useResourceRecord,
} from './hooks';

export function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

function asStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function refDefOf(field: FieldDef): EntityDef | undefined {
  return field.ref ? entityNamed(field.ref) : undefined;
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
          {formatMoney(Number(value), language, field.currency)}
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

/**
 * A reference shown by the referenced record's display field, never as a raw id. Reads are
 * cached per record by the one QueryClient (a page of 25 rows pointing at 3 units makes 3
 * reads). A target the user may not read (no permission, or 403) shows a neutral placeholder.
 */
/**
 * Record ids are UUIDs; an actor column also holds the platform's own actors (`seed`, `system`,
 * a job's name), which are no record to look up: asking for one only earns a 404.
 */
const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function RefValue({ field, id, def }: { field?: FieldDef; id: string; def?: EntityDef }): ReactNode {
  const target = def ?? (field ? refDefOf(field) : undefined);
  const system = !RECORD_ID.test(id);
  const readable = !!target && !system && can(`${target.module}-read`);
  // Inside a list, the page's reference batch reads this record with the others.
  const batch = useContext(RefBatchContext);
  const batched = target ? batch?.stateOf(target.module, id) : undefined;
  const servedName = useServedLabel(id);
  const query = useResourceRecord(target ?? ({ module: '_' } as EntityDef), id, readable && batched === undefined && !servedName);
  const me = usePrincipal();
  // The name the answer itself carries (a person by name, never by email) comes first.
  const name = servedName ?? (target && query.data ? query.data[target.displayField] : undefined);
  // One's own account is always nameable, even without the right to read users (a resident's suggestion).
  if (!(typeof name === 'string' && name) && target?.name === 'user' && me?.userId === id) {
    return (
      <Text span size="sm" data-ref={target.module} data-ref-id={id}>
        {displayNameOf(me)}
      </Text>
    );
  }
  if (typeof name === 'string' && name) {
    return (
      <Text span size="sm" data-ref={target?.module} data-ref-id={id}>
        {name}
      </Text>
    );
  }
  if (readable && (batched === 'loading' || (batched === undefined && query.isLoading))) {
    return (
      <Text span size="sm" c="dimmed" data-ref={target?.module} data-ref-id={id} data-ref-state="loading">
        …
      </Text>
    );
  }
  if (system) return <SystemActor id={id} />;
  // Not readable (no permission, 403), gone (404) or failing: no raw UUID on screen.
  return <RefPlaceholder module={target?.module} id={id} />;
}

/**
 * The reference batch of a page of records: for each ref/refList field shown, one read by
 * ids per referenced entity the user may list (a target the user may only read falls back to
 * one read per cell). Provide it with RefBatchContext around the cells.
 */
export function usePageReferences(fields: readonly (readonly [string, FieldDef])[], items: readonly ResourceRecord[]): RefBatch {
  const wanted = useMemo(() => {
    // Names the answer carries need no read of their own.
    const served = refLabelsOf(items);
    const byModule = new Map<string, Set<string>>();
    for (const [key, field] of fields) {
      if (field.kind !== 'ref' && field.kind !== 'refList') continue;
      const target = refDefOf(field);
      if (!target || !can(`${target.module}-list`) || !can(`${target.module}-read`)) continue;
      const ids = byModule.get(target.module) ?? new Set<string>();
      for (const item of items) {
        const value = item[key];
        for (const id of field.kind === 'refList' ? asStringList(value) : typeof value === 'string' && value ? [value] : [])
          if (RECORD_ID.test(id) && !served[id]) ids.add(id);
      }
      if (ids.size) byModule.set(target.module, ids);
    }
    return [...byModule].map(([module, ids]) => ({ module, ids: [...ids] }));
  }, [fields, items]);
  return useRecordsByIds(wanted);
}

function SystemActor({ id }: { id: string }) {
  const { t } = useTranslation('ui');
  return (
    <Text span size="sm" c="dimmed" data-ref-id={id} data-ref-state="system">
      {t('refSystem')}
    </Text>
  );
}

function RefPlaceholder({ module, id }: { module?: string; id: string }) {
  const { t } = useTranslation('ui');
  return (
    <Text span size="sm" c="dimmed" fs="italic" data-ref={module} data-ref-id={id} data-ref-state="hidden" data-testid="ref-hidden">
      {t('refHidden')}
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

/**
 * Options for a reference picker: the first 100 active records of the target entity, none when
 * the user may not list it (or `enabled` is false: the picker is not shown).
 */
export function useRefOptions(target: EntityDef | undefined, enabled = true) {
  const language = useLanguage();
  const allowed = enabled && !!target && can(`${target.module}-list`);
  const query = useResourceList(
    target ?? ({ module: '_' } as EntityDef),
    { limit: 100, status: 'active', sort: target?.defaultSort.field, direction: target?.defaultSort.direction },
    allowed,
  );
  const data = (query.data?.items ?? []).map((item) => ({ value: item.id, label: String(item[target?.displayField ?? 'id'] ?? item.id) }));
  return { data, loading: query.isLoading, language };
}

function labelOf(target: EntityDef, record: ResourceRecord): string {
  return String(record[target.displayField] ?? record.id);
}

/**
 * Searchable reference picker: asks the server (`GET /<module>?q=<text>&limit=20`) as the
 * user types, so it works on a 100,000-unit portfolio; the chosen records keep their names.
 */
export function RefSelect({
  name,
  target,
  label,
  required = false,
  value,
  onChange,
  onBlur,
  error,
  multiple = false,
  filters,
  waitingFor,
}: {
  name: string;
  target: EntityDef | undefined;
  label: string;
  required?: boolean;
  value: unknown;
  onChange: (value: string | string[]) => void;
  onBlur?: () => void;
  error?: string;
  multiple?: boolean;
  /** Exact-match filters narrowing the choices (e.g. units of one building). */
  filters?: Record<string, string | null>;
  /** Nothing to choose from until this other field is chosen (a sub location's location). */
  waitingFor?: string;
}) {
  const { t } = useTranslation('ui');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const allowed = !!target && can(`${target.module}-list`) && !waitingFor;
  const selected = multiple ? asStringList(value) : typeof value === 'string' && value ? [value] : [];
  const query = useResourceList(
    target ?? ({ module: '_' } as EntityDef),
    {
      limit: 20,
      status: 'active',
      q: debounced,
      sort: target?.defaultSort.field,
      direction: target?.defaultSort.direction,
      filters,
    },
    allowed,
  );
  // Names of chosen records not in the current results (each read once, cached).
  const chosen = useQueries({
    queries: selected.map((id) => ({
      queryKey: resourceKeys.record(target?.module ?? '_', id),
      queryFn: ({ signal }: { signal: AbortSignal }) => api.get<ResourceRecord>(`/${target!.module}/${encodeURIComponent(id)}`, { signal }),
      enabled: !!target && can(`${target.module}-read`),
    })),
  });
  const options = new Map<string, string>();
  selected.forEach((id, i) => {
    const rec = chosen[i]?.data;
    options.set(id, target && rec ? labelOf(target, rec) : chosen[i]?.isLoading ? '…' : t('refHidden'));
  });
  for (const item of query.data?.items ?? []) if (target) options.set(item.id, labelOf(target, item));
  const data = [...options.entries()].map(([v, l]) => ({ value: v, label: l }));
  const common = {
    name,
    label,
    withAsterisk: required,
    data,
    placeholder: waitingFor ? t('chooseFirst', { field: waitingFor }) : !allowed ? t('refNotAllowed') : t('searchToChoose'),
    searchable: true,
    searchValue: search,
    onSearchChange: setSearch,
    filter: ({ options: o }: { options: ComboboxItem[] | ComboboxParsedItem[] }) => o as ComboboxParsedItem[],
    nothingFoundMessage: query.isFetching ? '…' : t('nothingFound'),
    onBlur,
    error,
    disabled: !allowed && selected.length === 0,
    'data-field': name,
    'data-testid': 'ref-picker',
    comboboxProps: { withinPortal: true },
  } as const;
  return multiple ? (
    <MultiSelect {...common} clearable value={selected} onChange={(v) => onChange(v)} />
  ) : (
    <Select
      {...common}
      clearable={!required}
      value={selected[0] ?? null}
      onChange={(v) => {
        onChange(v ?? '');
        setSearch('');
      }}
    />
  );
}

/** The form control for one field, by kind. */
export function FieldInput({
  name,
  field,
  binding,
  secretSet,
  within,
}: {
  name: string;
  field: FieldDef;
  binding: InputBinding;
  /** A ref `within` another: the filter naming the parent chosen there, or that field's name while none is. */
  within?: { filters: Record<string, string | null>; waitingFor?: string };
  /** A sealed secret already holds a value: blank keeps it. */
  secretSet?: boolean;
}): ReactNode {
  const language = useLanguage();
  const label = labelText(field.label, language);
  const required = !!field.required;
  const common = { name, label, withAsterisk: required, error: binding.error, onBlur: binding.onBlur, 'data-field': name } as const;
  if (field.secret)
    return (
      <PasswordInput
        {...common}
        value={typeof binding.value === 'string' ? binding.value : ''}
        onChange={(e) => binding.onChange(e.currentTarget.value)}
        maxLength={field.max}
        autoComplete="new-password"
        placeholder={labelText(
          secretSet
            ? { en: 'Set — leave blank to keep it', es: 'Configurado: déjelo en blanco para conservarlo' }
            : { en: 'Not set', es: 'Sin configurar' },
          language,
        )}
      />
    );
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
    case 'money':
      return <MoneyInput common={common} field={field} binding={binding} />;
    case 'integer':
    case 'decimal':
      return (
        <NumberInput
          {...common}
          value={typeof binding.value === 'number' || typeof binding.value === 'string' ? binding.value : ''}
          onChange={(v) => binding.onChange(v)}
          allowDecimal={field.kind !== 'integer'}
          min={field.min}
          max={field.max}
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
          eyeDropperButtonProps={{
            'aria-label': labelText({ en: 'Pick a color from the screen', es: 'Tomar un color de la pantalla' }, language),
          }}
          swatches={['#314671', '#28C76F', '#EA5455', '#FF9F43', '#00CFE8', '#7367F0', '#1E1E1E', '#82868B']}
        />
      );
    case 'ref':
    case 'refList':
      return (
        <RefSelect
          name={name}
          target={refDefOf(field)}
          label={label}
          required={required}
          value={binding.value}
          onChange={(v) => binding.onChange(v)}
          onBlur={binding.onBlur}
          error={binding.error}
          multiple={field.kind === 'refList'}
          {...(within ? { filters: within.filters } : {})}
          {...(within?.waitingFor ? { waitingFor: within.waitingFor } : {})}
        />
      );
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

/**
 * Money is typed as a decimal ("1,234.50") and kept as integer minor units (123450): the
 * value the API takes. Text that is not an amount stays text, so the schema reports it.
 */
function MoneyInput({
  common,
  field,
  binding,
}: {
  common: { name: string; label: string; withAsterisk: boolean; error?: string; onBlur?: () => void; 'data-field': string };
  field: FieldDef;
  binding: InputBinding;
}) {
  const language = useLanguage();
  const currency = field.currency ?? DEFAULT_CURRENCY;
  const digits = minorUnitDigits(currency);
  const value =
    typeof binding.value === 'number' ? fromMinorUnits(binding.value, currency) : typeof binding.value === 'string' ? binding.value : '';
  return (
    <NumberInput
      {...common}
      value={value}
      onChange={(v) => binding.onChange(v === '' ? '' : (toMinorUnits(v, currency) ?? String(v)))}
      allowDecimal={digits > 0}
      decimalScale={digits}
      // Symbol and separators as the reader's language writes this currency (`$1,234.50`, `1.234,50 US$`).
      {...moneyInputFormat(language, currency)}
    />
  );
}
