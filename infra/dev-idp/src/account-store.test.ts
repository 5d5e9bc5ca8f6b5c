import { DEMO_PASSWORD, SEED_ACCOUNTS } from '@portico/contracts';
import { AccountStore } from './account-store';
import { hashPassword, verifyPasswordHash } from './password';

const RESIDENT = SEED_ACCOUNTS[3]!;

describe('AccountStore', () => {
  let store: AccountStore;

  beforeAll(async () => {
    store = await AccountStore.seeded(SEED_ACCOUNTS, DEMO_PASSWORD);
  });

  it('is seeded with every seed account, without exposing hashes', () => {
    expect(
      store
        .list()
        .map((account) => account.email)
        .sort(),
    ).toEqual(SEED_ACCOUNTS.map((a) => a.email).sort());
    const resident = store.findById(RESIDENT.id);
    expect(resident).toEqual({ ...RESIDENT, disabled: false });
    expect(JSON.stringify(resident)).not.toMatch(/scrypt|passwordHash/);
  });

  it('finds by email case-insensitively', () => {
    expect(store.findByEmail(' Resident@PORTICO.test ')?.id).toBe(RESIDENT.id);
    expect(store.findByEmail('missing@portico.test')).toBeUndefined();
  });

  it('returns copies that cannot change the store', () => {
    const copy = store.findById(RESIDENT.id)!;
    copy.roles.push('administrator');
    expect(store.findById(RESIDENT.id)?.roles).toEqual(['resident']);
  });

  it('verifies passwords', async () => {
    expect((await store.verifyPassword(RESIDENT.email, DEMO_PASSWORD))?.id).toBe(RESIDENT.id);
    expect(await store.verifyPassword(RESIDENT.email, 'wrong')).toBeUndefined();
    expect(await store.verifyPassword('nobody@portico.test', DEMO_PASSWORD)).toBeUndefined();
  });

  it('disables, enables and deletes', async () => {
    const local = await AccountStore.seeded([RESIDENT], 'pw');
    expect(local.disable(RESIDENT.id)).toBe(true);
    expect(local.findActive(RESIDENT.id)).toBeUndefined();
    expect(local.findById(RESIDENT.id)?.disabled).toBe(true);
    expect(await local.verifyPassword(RESIDENT.email, 'pw')).toBeUndefined();

    expect(local.enable(RESIDENT.id)).toBe(true);
    expect(await local.verifyPassword(RESIDENT.email, 'pw')).toBeDefined();

    expect(local.delete(RESIDENT.id)).toBe(true);
    expect(local.findByEmail(RESIDENT.email)).toBeUndefined();
    expect(await local.verifyPassword(RESIDENT.email, 'pw')).toBeUndefined();
    expect(local.disable('unknown')).toBe(false);
    expect(local.delete('unknown')).toBe(false);
  });

  it('upserts: keeps the password when none is given, moves the email index, refuses a taken email', async () => {
    const local = await AccountStore.seeded([RESIDENT], 'pw');
    await local.upsert({ ...RESIDENT, email: 'rosa@portico.test', roles: ['resident', 'editor'] });
    expect(local.findByEmail(RESIDENT.email)).toBeUndefined();
    expect((await local.verifyPassword('rosa@portico.test', 'pw'))?.roles).toEqual(['resident', 'editor']);

    await local.upsert({ id: 'other', email: 'other@portico.test', name: 'Other', roles: ['staff'] });
    expect(await local.verifyPassword('other@portico.test', '')).toBeUndefined();
    await expect(local.upsert({ id: 'third', email: 'ROSA@portico.test', name: 'X', roles: [] })).rejects.toThrow(/already belongs/);
  });
});

describe('password hashing', () => {
  it('uses salted scrypt and verifies', async () => {
    const [a, b] = await Promise.all([hashPassword('secret'), hashPassword('secret')]);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPasswordHash('secret', a)).toBe(true);
    expect(await verifyPasswordHash('Secret', a)).toBe(false);
    expect(await verifyPasswordHash('secret', 'plain-text')).toBe(false);
  });
});
