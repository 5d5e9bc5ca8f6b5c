import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

export interface PrivateJwks {
  keys: JWK[];
}

const ALG = 'RS256';

async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(ALG, { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: ALG, use: 'sig' };
}

function isPrivateJwks(value: unknown): value is PrivateJwks {
  if (typeof value !== 'object' || value === null) return false;
  const { keys } = value as { keys?: unknown };
  return (
    Array.isArray(keys) &&
    keys.length > 0 &&
    keys.every((key: unknown) => typeof key === 'object' && key !== null && 'd' in key && 'kty' in key)
  );
}

/**
 * The provider's private signing keys. With a file, the key survives restarts (so issued
 * tokens stay verifiable); the file is created with an RS256 key when missing.
 */
export async function loadSigningKeys(keyFile?: string): Promise<PrivateJwks> {
  if (!keyFile) return { keys: [await generateSigningKey()] };

  let text: string | undefined;
  try {
    text = await readFile(keyFile, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  if (text !== undefined) {
    const parsed: unknown = JSON.parse(text);
    if (!isPrivateJwks(parsed)) throw new Error(`${keyFile} is not a private JWKS ({"keys":[{...,"d":...}]})`);
    return parsed;
  }

  const jwks: PrivateJwks = { keys: [await generateSigningKey()] };
  await mkdir(dirname(keyFile), { recursive: true });
  try {
    // 'wx': never overwrite a key another process wrote meanwhile; use that one instead.
    await writeFile(keyFile, `${JSON.stringify(jwks, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return loadSigningKeys(keyFile);
    throw err;
  }
  return jwks;
}
