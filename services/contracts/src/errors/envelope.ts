import { renderMessage } from '../messages/render';
import type { MessageParams, MessageRef, LocalizedText } from '../messages/types';

/**
 * One error envelope for NATS replies and HTTP responses. Services throw PorticoError; the
 * transport carries `toEnvelope()`; the gateway maps `status` straight onto HTTP.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** The answer would exceed what one NATS message may carry (REPLY_BUDGET_BYTES): ask for less. */
  REPLY_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  TIMEOUT: 504,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  /** Dotted path of the offending field, e.g. `name` or `lines.2.amount`. */
  path: string;
  /** In English on NATS; in the reader's language once the gateway rendered it (ADR 0077). */
  message: string;
  /** The catalogue key and parameters the message renders from, when it has one. */
  key?: string;
  params?: MessageParams;
}

export interface ErrorEnvelope {
  code: ErrorCode;
  status: number;
  /** In English on NATS; in the reader's language once the gateway rendered it (ADR 0077). */
  message: string;
  /** Stable catalogue key of the message (`code` says the kind, `key` which message), with its parameters. */
  key?: string;
  params?: MessageParams;
  details?: { fieldErrors?: FieldError[]; [key: string]: unknown };
  correlationId?: string;
}

export class PorticoError extends Error {
  readonly status: number;
  /** The catalogue key of the message, when thrown with `msg(key, params)`. */
  readonly key?: string;
  readonly params?: MessageParams;
  /**
   * `message`: a catalogue message (`msg('…', params)`, rendered here in English) or, where a
   * throw site is not converted yet, a fixed English text.
   */
  constructor(
    readonly code: ErrorCode,
    message: string | MessageRef,
    readonly details?: ErrorEnvelope['details'],
    public correlationId?: string,
  ) {
    super(typeof message === 'string' ? message : renderMessage(message, 'en'));
    this.name = 'PorticoError';
    this.status = ERROR_STATUS[code];
    if (typeof message !== 'string') {
      this.key = message.key;
      if (message.params) this.params = message.params;
    }
  }

  toEnvelope(correlationId = this.correlationId): ErrorEnvelope {
    const envelope: ErrorEnvelope = { code: this.code, status: this.status, message: this.message };
    if (this.key) envelope.key = this.key;
    if (this.params) envelope.params = this.params;
    if (this.details) envelope.details = this.details;
    if (correlationId) envelope.correlationId = correlationId;
    return envelope;
  }

  static fromEnvelope(envelope: ErrorEnvelope): PorticoError {
    const message = envelope.key ? { key: envelope.key, params: envelope.params, en: envelope.message } : envelope.message;
    return new PorticoError(envelope.code, message, envelope.details, envelope.correlationId);
  }

  /** `message`: an entity's own wording (spec: "Covenant Enforcement Not Found"), see EntityDef.notFound. */
  static notFound(entity: string | LocalizedText, id: string, message?: string): PorticoError {
    const label = typeof entity === 'string' ? { en: entity, es: entity } : entity;
    // Spec, part 8: "Data record with id {id} not found".
    const ref: MessageRef = message
      ? { key: 'error.recordNotFound', params: { entity: label, id }, en: message }
      : { key: 'error.notFound', params: { entity: label, id } };
    return new PorticoError('NOT_FOUND', ref, { entity: label.en, id });
  }

  static validation(fieldErrors: FieldError[]): PorticoError {
    return new PorticoError('VALIDATION_FAILED', { key: 'error.validationFailed' }, { fieldErrors });
  }
}

/** A field error worded by the catalogue (English on the wire, the key for the gateway). */
export function fieldError(path: string, ref: MessageRef): FieldError {
  return { path, message: renderMessage(ref, 'en'), key: ref.key, ...(ref.params ? { params: ref.params } : {}) };
}

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'string' && v.code in ERROR_STATUS && typeof v.message === 'string';
}
