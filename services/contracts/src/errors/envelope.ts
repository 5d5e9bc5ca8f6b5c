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
  message: string;
}

export interface ErrorEnvelope {
  code: ErrorCode;
  status: number;
  message: string;
  details?: { fieldErrors?: FieldError[]; [key: string]: unknown };
  correlationId?: string;
}

export class PorticoError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorEnvelope['details'],
    public correlationId?: string,
  ) {
    super(message);
    this.name = 'PorticoError';
    this.status = ERROR_STATUS[code];
  }

  toEnvelope(correlationId = this.correlationId): ErrorEnvelope {
    const envelope: ErrorEnvelope = { code: this.code, status: this.status, message: this.message };
    if (this.details) envelope.details = this.details;
    if (correlationId) envelope.correlationId = correlationId;
    return envelope;
  }

  static fromEnvelope(envelope: ErrorEnvelope): PorticoError {
    return new PorticoError(envelope.code, envelope.message, envelope.details, envelope.correlationId);
  }

  /** `message`: an entity's own wording (spec: "Covenant Enforcement Not Found"), see EntityDef.notFound. */
  static notFound(entityLabel: string, id: string, message?: string): PorticoError {
    // Spec, part 8: "Data record with id {id} not found".
    return new PorticoError('NOT_FOUND', message ?? `Data record with id ${id} not found`, { entity: entityLabel, id });
  }

  static validation(fieldErrors: FieldError[]): PorticoError {
    return new PorticoError('VALIDATION_FAILED', 'Validation failed', { fieldErrors });
  }
}

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'string' && v.code in ERROR_STATUS && typeof v.message === 'string';
}
