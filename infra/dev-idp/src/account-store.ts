import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SeedAccount } from '@portico/contracts';
import { hashPassword, verifyPasswordHash } from './password';

/** An account as callers see it: the contract's identity fields plus its state, never the hash. */
export interface Account extends SeedAccount {
  disabled: boolean;
}

/** What {@link AccountStore.upsert} accepts. */
export interface AccountInput extends SeedAccount {
  /** Plain password; hashed on the way in. Omit to keep the current one (or have none). */
  password?: string;
  disabled?: boolean;
}

interface StoredAccount extends Account {
  passwordHash?: string;
}

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function copy(account: StoredAccount): Account {
  const { id, email, name, roles, org, properties, units, vendor, disabled } = account;
  return {
    id,
    email,
    name,
    roles: [...roles],
    disabled,
    ...(org !== undefined && { org }),
    ...(properties !== undefined && { properties: [...properties] }),
    ...(units !== undefined && { units: [...units] }),
    ...(vendor !== undefined && { vendor }),
  };
}

/**
 * In-memory accounts of the development provider. The people service will later keep it in
 * sync (upsert on change, disable/delete on removal); a disabled or deleted account can
 * neither sign in nor refresh its tokens.
 */
export class AccountStore {
  readonly #byId = new Map<string, StoredAccount>();
  #file: string | undefined;
  readonly #idByEmail = new Map<string, string>();
  // Hash compared against when the email is unknown, so a miss costs as much as a hit.
  #decoyHash: Promise<string> | undefined;

  /** A store holding `accounts`; those without a password get `defaultPassword`. */
  static async seeded(accounts: Iterable<AccountInput>, defaultPassword?: string): Promise<AccountStore> {
    const store = new AccountStore();
    await Promise.all([...accounts].map((account) => store.upsert({ ...account, password: account.password ?? defaultPassword })));
    return store;
  }

  /**
   * Keeps the accounts in `file`: accounts saved there earlier (created at run time, with
   * their password hashes) are loaded over the seed, and every change is written back.
   */
  async persistTo(file: string): Promise<void> {
    this.#file = file;
    if (existsSync(file)) {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as StoredAccount[];
      for (const account of saved) {
        this.#byId.set(account.id, account);
        this.#idByEmail.set(normalizeEmail(account.email), account.id);
      }
    }
    this.#save();
  }

  #save(): void {
    if (!this.#file) return;
    mkdirSync(dirname(this.#file), { recursive: true });
    const tmp = `${this.#file}.tmp`;
    writeFileSync(tmp, JSON.stringify([...this.#byId.values()]), { mode: 0o600 });
    renameSync(tmp, this.#file);
  }

  findById(id: string): Account | undefined {
    const account = this.#byId.get(id);
    return account && copy(account);
  }

  findByEmail(email: string): Account | undefined {
    const id = this.#idByEmail.get(normalizeEmail(email));
    return id === undefined ? undefined : this.findById(id);
  }

  /** The account if it exists and is not disabled. */
  findActive(id: string): Account | undefined {
    const account = this.#byId.get(id);
    return account && !account.disabled ? copy(account) : undefined;
  }

  list(): Account[] {
    return [...this.#byId.values()].map(copy);
  }

  /** The account when `email`/`password` match an enabled account; otherwise undefined. */
  async verifyPassword(email: string, password: string): Promise<Account | undefined> {
    const id = this.#idByEmail.get(normalizeEmail(email));
    const account = id === undefined ? undefined : this.#byId.get(id);
    const hash = account?.passwordHash ?? (await this.#decoy());
    const matches = await verifyPasswordHash(password, hash);
    // Re-read: the account may have been disabled or deleted while scrypt ran.
    const current = id === undefined ? undefined : this.#byId.get(id);
    if (!matches || !account?.passwordHash || !current || current.disabled) return undefined;
    return copy(current);
  }

  async upsert(input: AccountInput): Promise<Account> {
    const { password, disabled, ...identity } = input;
    if (!identity.id || !identity.email) throw new Error('account needs an id and an email');
    const passwordHash = password === undefined ? undefined : await hashPassword(password);

    const email = normalizeEmail(identity.email);
    const owner = this.#idByEmail.get(email);
    if (owner !== undefined && owner !== identity.id) {
      throw new Error(`email ${email} already belongs to account ${owner}`);
    }
    const previous = this.#byId.get(identity.id);
    if (previous) this.#idByEmail.delete(normalizeEmail(previous.email));

    const stored: StoredAccount = {
      ...identity,
      roles: [...identity.roles],
      disabled: disabled ?? previous?.disabled ?? false,
    };
    const hash = passwordHash ?? previous?.passwordHash;
    if (hash !== undefined) stored.passwordHash = hash;

    this.#byId.set(identity.id, stored);
    this.#idByEmail.set(email, identity.id);
    this.#save();
    return copy(stored);
  }

  /** Returns false when there is no such account. */
  disable(id: string): boolean {
    return this.#setDisabled(id, true);
  }

  enable(id: string): boolean {
    return this.#setDisabled(id, false);
  }

  delete(id: string): boolean {
    const account = this.#byId.get(id);
    if (!account) return false;
    this.#byId.delete(id);
    this.#idByEmail.delete(normalizeEmail(account.email));
    this.#save();
    return true;
  }

  #setDisabled(id: string, disabled: boolean): boolean {
    const account = this.#byId.get(id);
    if (!account) return false;
    account.disabled = disabled;
    this.#save();
    return true;
  }

  #decoy(): Promise<string> {
    this.#decoyHash ??= hashPassword(randomBytes(16).toString('base64url'));
    return this.#decoyHash;
  }
}
