import { MESSAGE_CATALOGUE, type MessageKey } from './catalogue';
import { isLocalizedText, type MessageLanguage, type MessageParams, type MessageRef, type MessageText, MESSAGE_LANGUAGES } from './types';

const pluralRules = new Map<MessageLanguage, Intl.PluralRules>();
function pluralOf(language: MessageLanguage, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/** The form of a catalogue text for `count` (plural forms through Intl.PluralRules). */
export function pickForm(text: MessageText, language: MessageLanguage, count: unknown): string {
  if (typeof text === 'string') return text;
  const n = typeof count === 'number' ? count : Number(count);
  if (!Number.isFinite(n)) return text.other;
  // An exact zero form wins where a language's rules have no `zero` category (en, es).
  if (n === 0 && text.zero) return text.zero;
  return text[pluralOf(language, n)] ?? text.other;
}

/** `{name}` replaced by its parameter in `language`; an unknown placeholder stays visible. */
export function interpolate(template: string, params: MessageParams | undefined, language: MessageLanguage): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (isLocalizedText(value)) return value[language] || value.en;
    return String(value);
  });
}

export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(MESSAGE_CATALOGUE.en, key);
}

/** One message in `language`; English falls back on the instance's own spec text, an unknown key on itself. */
export function renderMessage(ref: MessageRef, language: MessageLanguage = 'en'): string {
  if (language === 'en' && ref.en !== undefined) return ref.en;
  const text = isMessageKey(ref.key) ? (MESSAGE_CATALOGUE[language]?.[ref.key] ?? MESSAGE_CATALOGUE.en[ref.key]) : undefined;
  if (text === undefined) return ref.en ?? ref.key;
  return interpolate(pickForm(text, language, ref.params?.count), ref.params, language);
}

/** `t(key, params, language)`: the short form where the text is wanted now (a mail). */
export function t(key: MessageKey, params?: MessageParams, language: MessageLanguage = 'en'): string {
  return renderMessage({ key, params }, language);
}

/** A message by key, typed, to throw or return: `new PorticoError('CONFLICT', msg('order.closed', { id }))`. */
export function msg(key: MessageKey, params?: MessageParams): MessageRef {
  return params ? { key, params } : { key };
}

/** The text of a message in every language (a notice carries each; ADR 0038). */
export function inEachLanguage(ref: MessageRef): Record<MessageLanguage, string> {
  return Object.fromEntries(MESSAGE_LANGUAGES.map((l) => [l, renderMessage(ref, l)])) as Record<MessageLanguage, string>;
}

export function isMessageLanguage(value: unknown): value is MessageLanguage {
  return MESSAGE_LANGUAGES.includes(value as MessageLanguage);
}

/**
 * The language of a reader from an `Accept-Language` header: the first listed (by weight) that
 * Portico speaks, by primary subtag (`es`, `es-ES`, `es-MX` → `es`); English when none is.
 */
export function languageFromAcceptLanguage(header: string | readonly string[] | undefined | null): MessageLanguage | undefined {
  const value = Array.isArray(header) ? header.join(',') : (header as string | undefined);
  if (!value) return undefined;
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((e) => e.primary && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((e) => e.primary).find(isMessageLanguage);
}

/** The reader's language: their stored one when the request carries it, else the header's, else English. */
export function readerLanguage(stored: unknown, acceptLanguage: string | readonly string[] | undefined | null): MessageLanguage {
  if (isMessageLanguage(stored)) return stored;
  return languageFromAcceptLanguage(acceptLanguage) ?? 'en';
}
