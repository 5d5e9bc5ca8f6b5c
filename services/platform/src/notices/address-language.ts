import { and, eq, sql } from 'drizzle-orm';
import { noticeLanguageOf, type Domain, type NoticeLanguage } from '@portico/contracts';
import type { Db } from '../db/database';
import { mirrorRecordsTable } from '../db/messaging-tables';

/**
 * The language to word a mail to a bare address in (a vendor's, one typed at payment time): the
 * stored language (users.language, ADR 0077) of an active user signing in with that address, read
 * from the domain's user mirror; English when no account has it. An address shared by users of
 * several orgs answers the language of any of them: it is one person's mailbox.
 */
export async function languageOfAddress(tx: Db, domain: Domain, email: unknown): Promise<NoticeLanguage> {
  if (typeof email !== 'string' || !email.includes('@')) return 'en';
  const users = mirrorRecordsTable(domain);
  const [found] = (await tx
    .select({ data: users.data })
    .from(users)
    .where(and(eq(users.entity, 'user'), eq(users.status, 'active'), sql`lower(${users.data}->>'email') = ${email.trim().toLowerCase()}`))
    .limit(1)) as { data: Record<string, unknown> }[];
  return noticeLanguageOf(found?.data.language);
}
