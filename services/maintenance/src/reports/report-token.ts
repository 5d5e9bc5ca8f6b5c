import { createHmac } from 'node:crypto';
import { signedByAny } from '@portico/platform';

/** What a QR code may point at. */
export type ReportTarget = { entity: 'location' | 'equipment'; id: string };

const PREFIX = { location: 'l', equipment: 'e' } as const;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(key: Buffer, reference: string): string {
  // 128 bits of HMAC-SHA256 under its own context: a token cannot be guessed, enumerated, or
  // made from a list cursor signed with the same deployment key.
  return createHmac('sha256', key).update('portico-problem-report\n').update(reference).digest().subarray(0, 16).toString('base64url');
}

/** `<l|e><uuid>.<signature>`: a signed reference to a location or a piece of equipment. */
export function reportToken(target: ReportTarget, key: Buffer): string {
  const reference = `${PREFIX[target.entity]}${target.id.toLowerCase()}`;
  return `${reference}.${signature(key, reference)}`;
}

/**
 * The target of a token, or undefined when it is malformed or no key signed it. A printed poster
 * keeps working through a rotation while its key is still listed (ADR 0072).
 */
export function readReportToken(token: unknown, keys: Buffer | readonly Buffer[]): ReportTarget | undefined {
  if (typeof token !== 'string' || token.length > 100) return undefined;
  const [reference, signed, ...rest] = token.split('.');
  if (!reference || !signed || rest.length > 0) return undefined;
  const entity = reference[0] === 'l' ? 'location' : reference[0] === 'e' ? 'equipment' : undefined;
  const id = reference.slice(1);
  if (!entity || !UUID_RE.test(id)) return undefined;
  if (!signedByAny(keys, Buffer.from(signed), (key) => Buffer.from(signature(key, reference)))) return undefined;
  return { entity, id };
}
