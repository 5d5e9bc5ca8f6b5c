import type { ErrorEnvelope, FieldError } from '../errors/envelope';
import { renderMessage } from './render';
import type { MessageLanguage } from './types';

/**
 * An error envelope worded for its reader (ADR 0077): the message and each field error that
 * carries a key are rendered in `language`; `code`, `key` and the parameters stay as they were,
 * for clients that decide by them. Messages without a key (not yet in the catalogue) stay English.
 */
export function localizeEnvelope(envelope: ErrorEnvelope, language: MessageLanguage): ErrorEnvelope {
  if (language === 'en') return envelope;
  const out: ErrorEnvelope = { ...envelope };
  if (envelope.key) out.message = renderMessage({ key: envelope.key, params: envelope.params, en: envelope.message }, language);
  const fieldErrors = envelope.details?.fieldErrors;
  if (Array.isArray(fieldErrors))
    out.details = { ...envelope.details, fieldErrors: fieldErrors.map((e) => localizeFieldError(e, language)) };
  return out;
}

export function localizeFieldError(error: FieldError, language: MessageLanguage): FieldError {
  if (!error.key) return error;
  return { ...error, message: renderMessage({ key: error.key, params: error.params, en: error.message }, language) };
}
