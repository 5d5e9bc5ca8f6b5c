import { useCallback, useMemo, useRef, useState } from 'react';
import { useForm } from '@mantine/form';
import type { z } from 'zod';
import type { EntityDef, FieldDef } from '@portico/contracts';
import type { ResourceRecord } from './hooks';

export type FormValues = Record<string, unknown>;
export type FormErrors = Record<string, string>;

/** The value a form control starts from, by field kind. */
export function initialValue(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) {
    if (field.kind === 'boolean') return false;
    if (field.kind === 'refList' || field.kind === 'textList') return [];
    return '';
  }
  return value;
}

export function initialValues(def: EntityDef, record?: ResourceRecord | null, extra: string[] = []): FormValues {
  const values: FormValues = {};
  for (const [key, field] of Object.entries(def.fields)) if (!field.readOnly) values[key] = initialValue(field, record?.[key]);
  for (const key of extra) values[key] = record?.[key] ?? '';
  return values;
}

/** First message per field from a zod error (paths dotted; root errors under `_form`). */
export function zodErrors(error: z.ZodError): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      errors._form ??= `Field not allowed: ${issue.keys.join(', ')}`;
      continue;
    }
    const path = issue.path.map(String).join('.') || '_form';
    errors[path] ??= issue.message;
  }
  return errors;
}

/** Values that differ from the initial ones (what an update sends). */
export function changedValues(initial: FormValues, current: FormValues): FormValues {
  const diff: FormValues = {};
  for (const [key, value] of Object.entries(current)) {
    const before = initial[key];
    const same =
      (isBlank(before) && isBlank(value)) ||
      Object.is(before, value) ||
      ((typeof value === 'number' || typeof before === 'number') && String(value) === String(before)) ||
      (Array.isArray(value) && Array.isArray(before) && JSON.stringify(value) === JSON.stringify(before));
    if (!same) diff[key] = value;
  }
  return diff;
}

function isBlank(value: unknown): boolean {
  return value === '' || value === null || value === undefined;
}

/** Drops blank optional values (and empty lists) so a create carries only what was filled in. */
export function withoutBlanks(values: FormValues): FormValues {
  const out: FormValues = {};
  for (const [key, value] of Object.entries(values)) if (!isBlank(value) && !(Array.isArray(value) && value.length === 0)) out[key] = value;
  return out;
}

/**
 * A `validate` for @mantine/form over a shared zod schema. `toInput` shapes the form's values
 * into what the API would receive (a create drops blanks, an update sends only changes), so
 * the browser checks exactly the body the server will check. Written over `safeParse` rather
 * than taken from an adapter package: it needs that shaping step and our `_form` mapping.
 */
export function zodResolver(schema: z.ZodType, toInput: (values: FormValues) => unknown = (values) => values) {
  return (values: FormValues): FormErrors => {
    const result = schema.safeParse(toInput(values));
    return result.success ? {} : zodErrors(result.error);
  };
}

/**
 * Form state on @mantine/form, validated by the shared zod schema (see `zodResolver`).
 * Validates on submit, then each field live as it changes after the first attempt; a change
 * before that clears the field's error. Server field errors can be set on top and stay on
 * their fields until those fields change.
 */
export function useSchemaForm(options: { initial: FormValues; validate: (values: FormValues) => FormErrors }) {
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: options.initial,
    validate: (values) => options.validate(values),
    clearInputErrorOnChange: true,
    validateInputOnChange: false,
  });
  const [touched, setTouched] = useState(false);
  const initialRef = useRef(options.initial);
  const values = form.values;
  const errors = form.errors as FormErrors;

  const setValue = (key: string, value: unknown) => {
    form.setFieldValue(key, value);
    // The values ref is updated synchronously, so the field is checked against its new value.
    if (touched) form.validateField(key);
  };

  const setErrors = useCallback((next: FormErrors) => form.setErrors(next), [form]);

  const reset = (initial: FormValues) => {
    initialRef.current = initial;
    form.setInitialValues(initial);
    form.setValues(initial);
    form.clearErrors();
    setTouched(false);
  };

  const validateAll = (): boolean => {
    setTouched(true);
    return !form.validate().hasErrors;
  };

  const bind = (key: string) => ({
    value: values[key],
    onChange: (value: unknown) => setValue(key, value),
    error: errors[key],
  });

  const dirty = useMemo(() => Object.keys(changedValues(initialRef.current, values)).length > 0, [values]);

  return { values, errors, setErrors, setValue, bind, validateAll, reset, dirty, initial: initialRef, mantine: form };
}
