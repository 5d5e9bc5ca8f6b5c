import { PorticoError } from '@portico/contracts';

/**
 * PostgreSQL errors that a caller's input can still cause (a value the schemas let through,
 * a race on a unique value), as the 4xx they are. Validation catches these first; this is the
 * net under it, so a gap in validation is a clear 4xx and a warning in the log, never a 500.
 * Messages are fixed: the database's own text can quote the offending value or the schema.
 */
const BY_SQLSTATE: Record<string, { code: PorticoError['code']; message: string }> = {
  '22P02': { code: 'BAD_REQUEST', message: 'A value has the wrong format (for example an id that is not a valid id).' },
  '22007': { code: 'BAD_REQUEST', message: 'A date or time is not valid.' },
  '22008': { code: 'BAD_REQUEST', message: 'A date or time is out of range.' },
  '22001': { code: 'BAD_REQUEST', message: 'A value is too long.' },
  '22003': { code: 'BAD_REQUEST', message: 'A number is out of range.' },
  '22021': { code: 'BAD_REQUEST', message: 'Text contains characters that are not allowed.' },
  '22P05': { code: 'BAD_REQUEST', message: 'Text contains characters that are not allowed.' },
  '54000': { code: 'PAYLOAD_TOO_LARGE', message: 'A value is too large to store.' },
  '23505': { code: 'CONFLICT', message: 'This record already exists.' },
  '23503': { code: 'CONFLICT', message: 'The record refers to a record that does not exist, or is still referred to by another record.' },
  '23502': { code: 'BAD_REQUEST', message: 'A required value is missing.' },
  '23514': { code: 'BAD_REQUEST', message: 'A value is not allowed.' },
};

/** Every message this net answers with: a caller seeing one found a gap in validation. */
export const DATABASE_NET_MESSAGES: ReadonlySet<string> = new Set([
  ...Object.values(BY_SQLSTATE).map((m) => m.message),
  'A value is not valid.',
]);

/** The SQLSTATE of a database error, looking through drizzle's wrapper. */
export function sqlStateOf(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function databaseInputError(err: unknown): PorticoError | undefined {
  const state = sqlStateOf(err);
  if (!state) return undefined;
  const known = BY_SQLSTATE[state];
  if (known) return new PorticoError(known.code, known.message);
  // Any other data exception (class 22) is still about a value the caller sent.
  if (state.startsWith('22')) return new PorticoError('BAD_REQUEST', 'A value is not valid.');
  return undefined;
}
