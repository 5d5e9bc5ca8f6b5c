import { type ErrorCode, type ErrorEnvelope, type FieldError, isErrorEnvelope } from '@portico/contracts';

/** Codes the client adds for failures that never produced an envelope. */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'ABORTED' | 'UNKNOWN';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'VALIDATION_FAILED',
  500: 'INTERNAL',
  502: 'SERVICE_UNAVAILABLE',
  503: 'SERVICE_UNAVAILABLE',
  504: 'TIMEOUT',
};

/** A failed API call, carrying the server's error envelope (or a client-side equivalent). */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly details?: ErrorEnvelope['details'];
  readonly correlationId?: string;

  constructor(envelope: {
    code: ApiErrorCode;
    status: number;
    message: string;
    details?: ErrorEnvelope['details'];
    correlationId?: string;
  }) {
    super(envelope.message);
    this.name = 'ApiError';
    this.code = envelope.code;
    this.status = envelope.status;
    this.details = envelope.details;
    this.correlationId = envelope.correlationId;
  }

  /** Field-level messages from a validation failure (`details.fieldErrors`). */
  get fieldErrors(): FieldError[] {
    const list = this.details?.fieldErrors;
    return Array.isArray(list) ? list : [];
  }

  static fromResponse(status: number, body: unknown, statusText = ''): ApiError {
    if (isErrorEnvelope(body)) {
      return new ApiError({ ...body, status: body.status || status });
    }
    const code = CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'UNKNOWN');
    const message =
      typeof body === 'string' && body.trim() && body.length < 300 ? body.trim() : statusText || `Request failed with status ${status}`;
    return new ApiError({ code, status, message });
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError || (value instanceof Error && value.name === 'ApiError');
}

/** A readable message for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Something went wrong';
}
