import { createHmac, timingSafeEqual } from 'node:crypto';

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

/** The target of a token, or undefined when it is malformed or its signature does not hold. */
export function readReportToken(token: unknown, key: Buffer): ReportTarget | undefined {
  if (typeof token !== 'string' || token.length > 100) return undefined;
  const [reference, signed, ...rest] = token.split('.');
  if (!reference || !signed || rest.length > 0) return undefined;
  const entity = reference[0] === 'l' ? 'location' : reference[0] === 'e' ? 'equipment' : undefined;
  const id = reference.slice(1);
  if (!entity || !UUID_RE.test(id)) return undefined;
  const expected = Buffer.from(signature(key, reference));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { entity, id };
}
