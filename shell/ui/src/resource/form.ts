import { useCallback, useMemo, useRef, useState } from 'react';
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
 * A small form state hook validated by the shared zod schema (react-hook-form and
 * @mantine/form are not in the workspace). Validates on submit, then live after the first
 * attempt; server field errors can be set on top.
 */
export function useSchemaForm(options: { initial: FormValues; validate: (values: FormValues) => FormErrors }) {
  const [values, setValues] = useState<FormValues>(options.initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [touched, setTouched] = useState(false);
  const initialRef = useRef(options.initial);
  const validateRef = useRef(options.validate);
  validateRef.current = options.validate;

  const setValue = useCallback(
    (key: string, value: unknown) => {
      setValues((prev) => {
        const next = { ...prev, [key]: value };
        if (touched) {
          const found = validateRef.current(next);
          setErrors((prevErrors) => {
            const merged = { ...found };
            // Keep server errors on other fields until those fields change.
            for (const [k, m] of Object.entries(prevErrors)) if (k !== key && !(k in merged) && k !== '_form') merged[k] = m;
            return merged;
          });
        } else if (errors[key]) {
          setErrors((prevErrors) => {
            const copy = { ...prevErrors };
            delete copy[key];
            return copy;
          });
        }
        return next;
      });
    },
    [touched, errors],
  );

  const reset = useCallback((initial: FormValues) => {
    initialRef.current = initial;
    setValues(initial);
    setErrors({});
    setTouched(false);
  }, []);

  const validateAll = useCallback((): boolean => {
    setTouched(true);
    const found = validateRef.current(values);
    setErrors(found);
    return Object.keys(found).length === 0;
  }, [values]);

  const bind = useCallback(
    (key: string) => ({
      value: values[key],
      onChange: (value: unknown) => setValue(key, value),
      error: errors[key],
    }),
    [values, errors, setValue],
  );

  const dirty = useMemo(() => Object.keys(changedValues(initialRef.current, values)).length > 0, [values]);

  return { values, errors, setErrors, setValue, bind, validateAll, reset, dirty, initial: initialRef };
}
