/**
 * What the server says, as keys with parameters (ADR 0077). A message is rendered in the
 * reader's language where it is read: the gateway for API answers, the service for a mail,
 * the console for its own checks. English stays the spec's wording.
 */
export type MessageLanguage = 'en' | 'es';
export const MESSAGE_LANGUAGES: readonly MessageLanguage[] = ['en', 'es'];

/** A value worded in each language (an entity's field label). */
export interface LocalizedText {
  en: string;
  es: string;
}

/**
 * A catalogue text: a template with `{name}` placeholders, or plural forms chosen by
 * `Intl.PluralRules` on the `count` parameter (`other` is required, it is every language's fallback).
 */
export type MessageText = string | PluralText;
export type PluralText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** A parameter: plain text, a number, or text in each language (rendered in the reader's). */
export type MessageParam = string | number | LocalizedText;
export type MessageParams = Record<string, MessageParam>;

/** A message as it travels: the key, its parameters, and the English text it renders to. */
export interface MessageRef {
  key: string;
  params?: MessageParams;
  /**
   * English fixed by the spec for this one instance, where the catalogue's English pattern
   * cannot say it (a field's own required text: "Please Enter Due Date"). Other languages
   * render the key's pattern.
   */
  en?: string;
}

export function isLocalizedText(value: unknown): value is LocalizedText {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as LocalizedText).en === 'string' &&
    typeof (value as LocalizedText).es === 'string'
  );
}
