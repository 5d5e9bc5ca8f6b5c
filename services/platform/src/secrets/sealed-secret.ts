import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { EntityDef, FieldDef } from '@portico/contracts';
import { dataDirSecret } from '../data-dir-secret';

/**
 * Sealed secrets (ADR 0035): values an entity declares `secret` and callers write (an
 * accounting-software client secret, OAuth tokens) are stored encrypted with AES-256-GCM and
 * never leave the service in an answer, an event, a history row, a mirror or an export.
 *
 * Stored form: `sealed:v1:<keyId>:<iv>:<tag>:<ciphertext>` (base64url parts). The key id names
 * the key that sealed it, so a rotation (`PORTICO_SECRET_KEY=new,old`) still opens old values
 * while every new seal uses the first key.
 */
const PREFIX = 'sealed:v1:';

export interface SecretKeyring {
  /** Seals with this key. */
  current: { id: string; key: Buffer };
  /** Opens with any of these, by key id. */
  byId: Map<string, Buffer>;
}

let cached: SecretKeyring | undefined;

function derive(material: string): { id: string; key: Buffer } {
  // Any string is accepted as key material; the AES key is its domain-separated digest.
  const key = createHash('sha256').update('portico-sealed-secret\n').update(material.trim()).digest();
  const id = createHash('sha256').update(key).digest('hex').slice(0, 8);
  return { id, key };
}

/**
 * The deployment's keyring: `PORTICO_SECRET_KEY` (comma-separated, newest first), else a key
 * generated once into `<PORTICO_DATA_DIR>/secret-key` (the embedded default) and shared by every
 * process using that directory.
 */
export function secretKeyring(env: NodeJS.ProcessEnv = process.env, options: { fresh?: boolean } = {}): SecretKeyring {
  if (cached && !options.fresh) return cached;
  const materials = env.PORTICO_SECRET_KEY
    ? env.PORTICO_SECRET_KEY.split(',').filter((m) => m.trim())
    : [dataDirSecret(env.PORTICO_DATA_DIR ?? '.data', 'secret-key')];
  const keys = materials.map(derive);
  const ring: SecretKeyring = { current: keys[0]!, byId: new Map(keys.map((k) => [k.id, k.key])) };
  if (!options.fresh) cached = ring;
  return ring;
}


export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PREFIX);
}

/**
 * Encrypts `plain`; `context` (e.g. `billing.integrationSettings.quickbooksClientSecret`) is
 * authenticated with it, so a sealed value copied into another field does not open.
 */
export function seal(plain: string, context: string, ring: SecretKeyring = secretKeyring()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ring.current.key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
  return `${PREFIX}${ring.current.id}:${parts.join(':')}`;
}

/** Decrypts a value sealed by `seal` with the same context; throws when it was tampered with. */
export function unseal(sealed: string, context: string, ring: SecretKeyring = secretKeyring()): string {
  if (!isSealed(sealed)) throw new Error('not a sealed value');
  const [keyId, iv, tag, body] = sealed.slice(PREFIX.length).split(':');
  const key = keyId ? ring.byId.get(keyId) : undefined;
  if (!key || !iv || !tag || body === undefined) throw new Error('sealed with an unknown key');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** Whether a stored sealed value was sealed with an older key (a rotation re-seals it). */
export function sealedWithOldKey(sealed: string, ring: SecretKeyring = secretKeyring()): boolean {
  return isSealed(sealed) && !sealed.startsWith(`${PREFIX}${ring.current.id}:`);
}

/** The context a catalogue field's sealed values are bound to. */
export function sealContext(def: Pick<EntityDef, 'domain' | 'name'>, field: string): string {
  return `${def.domain}.${def.name}.${field}`;
}

/**
 * Secret fields callers write are sealed at rest and write-only; a `readOnly` secret is kept by
 * the service itself (a link token's hash, looked up by value) and is only kept out of answers.
 */
export function isSealedField(field: FieldDef): boolean {
  return Boolean(field.secret) && !field.readOnly;
}

/** `<field>Set`: what an answer says about a sealed field — whether it holds a value. */
export function secretSetKey(field: string): string {
  return `${field}Set`;
}

/**
 * Seals the sealed fields present in `values`, in place. On update a blank value (empty or null:
 * the input rules make '' null) leaves the stored secret as it is — a form never shows the secret
 * and sends it blank; a secret is replaced by another, or goes with its record.
 */
export function sealFields(def: EntityDef, values: Record<string, unknown>, mode: 'create' | 'update' = 'create'): Record<string, unknown> {
  for (const [key, field] of Object.entries(def.fields)) {
    if (!isSealedField(field) || !(key in values)) continue;
    const value = values[key];
    const blank = value === null || value === undefined || value === '';
    if (blank && mode === 'update') delete values[key];
    else if (blank) values[key] = null;
    else values[key] = seal(String(value), sealContext(def, key));
  }
  return values;
}

/**
 * A stored row as it may leave the service: secret fields removed, and for each sealed one only
 * whether it is set. Answers, events (hence history and mirrors) and exports all go through it.
 */
export function withoutSecrets(def: EntityDef, row: Record<string, unknown>): Record<string, unknown> {
  const out = { ...row };
  for (const [key, field] of Object.entries(def.fields)) {
    if (!field.secret) continue;
    if (isSealedField(field)) out[secretSetKey(key)] = row[key] !== null && row[key] !== undefined && row[key] !== '';
    delete out[key];
  }
  return out;
}
