import {
  type EntityDef,
  type FieldError,
  type LocalizedText,
  type MessageLanguage,
  importColumns,
  isLocalizedText,
  renderMessage,
} from '@portico/contracts';

/** One row error as the import screen shows it: which column of the user's file, and what is wrong. */
export interface NamedRowError {
  /** The field key the service names (`path`). */
  path: string;
  /** The file's header of that column; null when no column of the file maps to the field. */
  header: string | null;
  /** What to call the column: the file's header, else the field's label, else nothing (a whole-row error). */
  column: string | null;
  message: string;
}

/** The header of the first column of the file mapped to each field key. */
export function headersByField(headers: readonly string[], mapping: readonly string[]): Map<string, string> {
  const byField = new Map<string, string>();
  headers.forEach((header, i) => {
    const key = mapping[i];
    if (key && !byField.has(key)) byField.set(key, header || `#${i + 1}`);
  });
  return byField;
}

const sameText = (a: LocalizedText, b: LocalizedText) => a.en === b.en && a.es === b.es;

/**
 * Names a row's errors after the user's file: the column is called by its CSV header, not by
 * the field key or label, and a catalogue message that names the field by its label names it
 * by that header instead. Messages with a catalogue key are worded in the reader's language
 * (a job's row errors travel in English, like every service message).
 */
export function nameRowErrors(
  def: EntityDef,
  errors: readonly FieldError[],
  headers: ReadonlyMap<string, string>,
  language: MessageLanguage,
  noColumn: (label: string) => string,
): NamedRowError[] {
  const labels = new Map(importColumns(def).map((c) => [c.key, c.field.label]));
  return errors.map((error) => {
    const header = headers.get(error.path) ?? null;
    const label = labels.get(error.path);
    const named = error.params?.label;
    const renamed =
      header && label && isLocalizedText(named) && sameText(named, label) ? { ...error.params, label: { en: header, es: header } } : null;
    // A spec's own English text ("The Unit field is required") is kept as the service wrote it.
    const ownEnglish = !!error.key && renderMessage({ key: error.key, params: error.params }, 'en') !== error.message;
    const message = !error.key
      ? error.message
      : renamed && !(language === 'en' && ownEnglish)
        ? renderMessage({ key: error.key, params: renamed }, language)
        : renderMessage({ key: error.key, params: error.params, en: error.message }, language);
    const column = header ?? (label ? noColumn(label[language] || label.en) : null);
    return { path: error.path, header, column, message };
  });
}
