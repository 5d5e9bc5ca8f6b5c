import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineEntity } from '@portico/contracts';
import { isSealed, seal, sealFields, sealedWithOldKey, secretKeyring, unseal, withoutSecrets } from './sealed-secret';

const ring = (key: string) => secretKeyring({ PORTICO_SECRET_KEY: key }, { fresh: true });

const vault = defineEntity({
  name: 'vault',
  domain: 'billing',
  module: 'vaults',
  grants: {},
  table: 'vaults',
  title: { en: 'Vault', es: 'Bóveda' },
  titlePlural: { en: 'Vaults', es: 'Bóvedas' },
  tenancy: 'org',
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  fields: {
    name: { kind: 'text', label: { en: 'Name', es: 'Nombre' } },
    apiSecret: { kind: 'text', label: { en: 'Secret', es: 'Secreto' }, secret: true },
    tokenHash: { kind: 'text', label: { en: 'Hash', es: 'Hash' }, secret: true, readOnly: true },
  },
});

describe('sealed secrets', () => {
  it('open only with the same key and context, and never hold the plain text', () => {
    const keys = ring('one');
    const sealed = seal('s3cr3t-value', 'billing.vault.apiSecret', keys);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('s3cr3t-value');
    expect(unseal(sealed, 'billing.vault.apiSecret', keys)).toBe('s3cr3t-value');
    expect(() => unseal(sealed, 'billing.vault.other', keys)).toThrow();
    expect(() => unseal(sealed, 'billing.vault.apiSecret', ring('two'))).toThrow('unknown key');
    // Two seals of one value differ (random IV), so equal secrets are not visible as equal.
    expect(seal('s3cr3t-value', 'billing.vault.apiSecret', keys)).not.toBe(sealed);
  });

  it('refuse a tampered value', () => {
    const keys = ring('one');
    const sealed = seal('abc', 'ctx', keys);
    const parts = sealed.split(':');
    const body = Buffer.from(parts[parts.length - 1]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[parts.length - 1] = body.toString('base64url');
    expect(() => unseal(parts.join(':'), 'ctx', keys)).toThrow();
  });

  it('rotate: the new key seals, the old one still opens what it sealed', () => {
    const old = ring('old-key');
    const sealedBefore = seal('kept', 'ctx', old);
    const rotated = ring('new-key,old-key');
    expect(unseal(sealedBefore, 'ctx', rotated)).toBe('kept');
    expect(sealedWithOldKey(sealedBefore, rotated)).toBe(true);
    expect(sealedWithOldKey(seal('kept', 'ctx', rotated), rotated)).toBe(false);
  });

  it('generate the embedded default key once into the data directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-secret-'));
    try {
      const first = secretKeyring({ PORTICO_DATA_DIR: dir }, { fresh: true });
      const second = secretKeyring({ PORTICO_DATA_DIR: dir }, { fresh: true });
      expect(second.current.id).toBe(first.current.id);
      expect(readFileSync(join(dir, 'secret-key'), 'utf8').length).toBeGreaterThanOrEqual(32);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('seal written fields, keep blanks on update, and answer only whether a secret is set', () => {
    const created = sealFields(vault, { name: 'a', apiSecret: 'plain' });
    expect(isSealed(created.apiSecret)).toBe(true);
    expect(sealFields(vault, { apiSecret: '' }, 'update')).toEqual({});
    expect(sealFields(vault, { apiSecret: null }, 'update')).toEqual({});
    expect(sealFields(vault, { apiSecret: null })).toEqual({ apiSecret: null });
    const shown = withoutSecrets(vault, { id: 'x', name: 'a', apiSecret: created.apiSecret, tokenHash: 'h' });
    expect(shown).toEqual({ id: 'x', name: 'a', apiSecretSet: true });
    expect(withoutSecrets(vault, { id: 'x', name: 'a', apiSecret: null, tokenHash: null })).toEqual({
      id: 'x',
      name: 'a',
      apiSecretSet: false,
    });
  });
});
