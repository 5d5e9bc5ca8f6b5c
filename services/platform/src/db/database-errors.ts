import { PorticoError, msg, t, type MessageKey } from '@portico/contracts';

/**
 * PostgreSQL errors that a caller's input can still cause (a value the schemas let through,
 * a race on a unique value), as the 4xx they are. Validation catches these first; this is the
 * net under it, so a gap in validation is a clear 4xx and a warning in the log, never a 500.
 * Messages are fixed: the database's own text can quote the offending value or the schema.
 */
const MESSAGES_BY_CODE: Partial<Record<PorticoError['code'], Record<string, MessageKey>>> = {
  BAD_REQUEST: {
    '22P02': 'error.db.wrongFormat',
    '22007': 'error.db.badDate',
    '22008': 'error.db.dateOutOfRange',
    '22001': 'error.db.tooLong',
    '22003': 'error.db.numberOutOfRange',
    '22021': 'error.db.badCharacters',
    '22P05': 'error.db.badCharacters',
    '23502': 'error.db.missing',
    '23514': 'error.db.notAllowed',
  },
  PAYLOAD_TOO_LARGE: { '54000': 'error.db.tooLarge' },
  CONFLICT: {
    '23505': 'error.alreadyExists',
    '23503': 'error.db.badReference',
  },
};

/** The answer per SQLSTATE. */
const BY_SQLSTATE: Record<string, { code: PorticoError['code']; key: MessageKey }> = Object.fromEntries(
  Object.entries(MESSAGES_BY_CODE).flatMap(([code, byState]) =>
    Object.entries(byState).map(([state, key]) => [state, { code: code as PorticoError['code'], key }]),
  ),
);

/** Every message this net answers with (in English): a caller seeing one found a gap in validation. */
export const DATABASE_NET_MESSAGES: ReadonlySet<string> = new Set([
  ...Object.values(BY_SQLSTATE).map((m) => t(m.key)),
  t('error.invalidValue'),
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
  if (known) return new PorticoError(known.code, msg(known.key));
  // Any other data exception (class 22) is still about a value the caller sent.
  if (state.startsWith('22')) return new PorticoError('BAD_REQUEST', msg('error.invalidValue'));
  return undefined;
}
