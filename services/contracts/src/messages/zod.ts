import { z } from 'zod';
import { renderMessage } from './render';
import type { MessageLanguage, MessageParams, MessageRef } from './types';

/**
 * The shared schemas word their issues through the catalogue (ADR 0077). zod builds a message
 * while it parses, synchronously, so the language to word it in is read from here at that
 * moment: the console sets it to the reader's language; a service leaves English and marks
 * each issue with its key and parameters, which the gateway renders again in the reader's.
 */
let language: MessageLanguage = 'en';

/** The language the shared schemas word their issues in from now on (the console's language). */
export function setValidationLanguage(next: MessageLanguage): void {
  language = next;
}

export function validationLanguage(): MessageLanguage {
  return language;
}

/** Runs a (synchronous) parse with its issues worded in `next`. */
export function inValidationLanguage<T>(next: MessageLanguage, parse: () => T): T {
  const before = language;
  language = next;
  try {
    const result = parse();
    // zod words a safeParse's issues on the first read of `error`: read it while `next` holds.
    if (typeof result === 'object' && result !== null && (result as { success?: unknown }).success === false)
      void (result as { error?: unknown }).error;
    return result;
  } finally {
    language = before;
  }
}

/** What an issue carries besides zod's own fields once worded through the catalogue. */
export interface KeyedIssue {
  messageKey?: string;
  messageParams?: MessageParams;
  messageEn?: string;
}

function mark(issue: object, ref: MessageRef): void {
  // zod copies the issue's own keys into the finished issue after asking for its message.
  const keyed = issue as KeyedIssue;
  keyed.messageKey = ref.key;
  if (ref.params) keyed.messageParams = ref.params;
  if (ref.en !== undefined) keyed.messageEn = ref.en;
}

/** What a schema says, for zod's `error` option: a catalogue message (or, still, a fixed English text). */
export type Wording = string | MessageRef;

export function zodError(wording: Wording): string | ((issue: object) => string) {
  if (typeof wording === 'string') return wording;
  return (issue) => {
    mark(issue, wording);
    return renderMessage(wording, language);
  };
}

/**
 * A custom issue worded through the catalogue, for `ctx.addIssue({ code: 'custom', path, ...keyedIssue(ref) })`:
 * zod keeps an added issue's own keys, so the key travels as `zodError`'s does.
 */
export function keyedIssue(ref: MessageRef): { message: string } & KeyedIssue {
  const issue: { message: string } & KeyedIssue = { message: renderMessage(ref, language) };
  mark(issue, ref);
  return issue;
}

/** The message ref an issue was worded with, when it was. */
export function messageRefOfIssue(issue: object): MessageRef | undefined {
  const keyed = issue as KeyedIssue;
  if (!keyed.messageKey) return undefined;
  return {
    key: keyed.messageKey,
    ...(keyed.messageParams ? { params: keyed.messageParams } : {}),
    ...(keyed.messageEn !== undefined ? { en: keyed.messageEn } : {}),
  };
}

type LocaleError = (issue: never) => string | { message: string } | undefined | null;
const textOf = (made: ReturnType<LocaleError>): string | undefined => (typeof made === 'string' ? made : (made?.message ?? undefined));

/**
 * Issues no schema worded (a list too long, a number too big) take zod's own locales: both
 * texts are kept on the issue, so the gateway can answer in either.
 */
export function configureZodMessages(): void {
  const en = z.locales.en().localeError as unknown as LocaleError;
  const es = z.locales.es().localeError as unknown as LocaleError;
  z.config({
    customError: (issue) => {
      const text = { en: textOf(en(issue as never)) ?? 'Invalid input', es: textOf(es(issue as never)) ?? 'Entrada no válida' };
      mark(issue, { key: 'validation.zod', params: { text } });
      return text[language];
    },
  });
}
