import type { PgColumn } from 'drizzle-orm/pg-core';
import { and, eq } from 'drizzle-orm';
import { PorticoError, msg, fieldError } from '@portico/contracts';
import type { Db, ResourceHooks } from '@portico/platform';
import { documents, folders } from './files.schema';

/** Columns of a catalogue table by field name (`tableFor` types them loosely). */
const c = (table: unknown, name: string): PgColumn => (table as Record<string, PgColumn>)[name]!;

type Row = Record<string, unknown>;

async function folderById(tx: Db, id: unknown): Promise<Row | undefined> {
  if (typeof id !== 'string') return undefined;
  const [row] = (await tx
    .select()
    .from(folders)
    .where(eq(c(folders, 'id'), id))) as Row[];
  return row;
}

/** Whether `candidate` is `folderId` or lies below it (moving a folder there would make a loop). */
async function isWithin(tx: Db, candidate: string, folderId: string): Promise<boolean> {
  let current: string | null = candidate;
  // Bounded: a chain longer than any real tree means bad data, which also refuses the move.
  for (let depth = 0; current && depth < 100; depth += 1) {
    if (current === folderId) return true;
    const row: Row | undefined = await folderById(tx, current);
    current = row && typeof row.parentFolderId === 'string' ? row.parentFolderId : null;
  }
  return current !== null;
}

export const folderHooks: ResourceHooks = {
  async beforeCreate({ tx, values }) {
    const parent = await folderById(tx, values.parentFolderId);
    values.atRoot = !parent;
    // A new folder is shared as its parent is, unless the caller says otherwise.
    if (values.shared === undefined || values.shared === null) values.shared = parent?.shared === true;
  },
  async beforeUpdate({ tx, current, changes }) {
    if ('parentFolderId' in changes) {
      const target = changes.parentFolderId;
      if (typeof target === 'string' && (await isWithin(tx, target, String(current.id))))
        throw PorticoError.validation([fieldError('parentFolderId', msg('files.folderIntoItself'))]);
      changes.atRoot = typeof target !== 'string';
    }
    if (changes.status === 'archived') {
      const [folder] = await tx
        .select({ id: c(folders, 'id') })
        .from(folders)
        .where(and(eq(c(folders, 'parentFolderId'), String(current.id)), eq(c(folders, 'status'), 'active')))
        .limit(1);
      const [file] = await tx
        .select({ id: c(documents, 'id') })
        .from(documents)
        .where(and(eq(c(documents, 'folderId'), String(current.id)), eq(c(documents, 'status'), 'active')))
        .limit(1);
      if (folder || file) throw new PorticoError('CONFLICT', msg('files.folderNotEmpty'));
    }
  },
};

export const documentHooks: ResourceHooks = {
  async beforeCreate({ tx, values }) {
    const folder = await folderById(tx, values.folderId);
    values.atRoot = !folder;
    // A file dropped into a shared folder is shared with it, unless the caller says otherwise.
    if (values.shared === undefined || values.shared === null) values.shared = folder?.shared === true;
  },
  async beforeUpdate({ changes }) {
    if ('folderId' in changes) changes.atRoot = typeof changes.folderId !== 'string';
    await Promise.resolve();
  },
};
