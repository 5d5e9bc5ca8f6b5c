import type { PgColumn } from 'drizzle-orm/pg-core';
import { eq, sql } from 'drizzle-orm';
import { PorticoError, conversation, msg, fieldError } from '@portico/contracts';
import { applyRecordChange, coversProperty, type Db, type Principal, type ResourceHooks, refNotFound } from '@portico/platform';
import { chatReadMarkers, conversations } from './chat.schema';
import { displayName, isManagement, managementOf, usersById } from './participants';

/** Columns of a catalogue table by field name (`tableFor` types them loosely). */
const c = (table: unknown, name: string): PgColumn => (table as Record<string, PgColumn>)[name]!;

type Row = Record<string, unknown>;

const notOnProperty = () =>
  refNotFound('participantIds', { en: 'Participants', es: 'Participantes' }, 'property');

/**
 * Who takes part: the caller always; the people they chose, each an active user of the org who
 * covers the conversation's property. A resident talks to management only — the property's
 * managers and staff they name, or, naming nobody, its property managers.
 */
async function participantsFor(tx: Db, principal: Principal, values: Row): Promise<{ ids: string[]; names: string[] }> {
  const chosen = [
    ...new Set((Array.isArray(values.participantIds) ? (values.participantIds as string[]) : []).filter((id) => id !== principal.userId)),
  ];
  const found = await usersById(tx, values.parentOrgId, [principal.userId, ...chosen]);
  const people: Row[] = [];
  for (const id of chosen) {
    const user = found.get(id);
    if (!user || !coversProperty(user, values.propertyId)) throw notOnProperty();
    people.push(user);
  }
  if (principal.roles.includes('resident')) {
    if (people.some((u) => !isManagement(u)))
      throw PorticoError.validation([fieldError('participantIds', msg('chat.residentsToManagement'))]);
    if (people.length === 0) people.push(...(await managementOf(tx, values.parentOrgId, values.propertyId)));
    if (people.length === 0) throw PorticoError.validation([fieldError('participantIds', msg('chat.noManager'))]);
  }
  const me = found.get(principal.userId);
  const all = [
    { id: principal.userId, name: displayName(me) ?? principal.name ?? principal.email ?? principal.userId },
    ...people.map((u) => ({ id: String(u.id), name: displayName(u) ?? String(u.id) })),
  ];
  return { ids: all.map((p) => p.id), names: all.map((p) => p.name) };
}

export const conversationHooks: ResourceHooks = {
  async beforeCreate({ tx, principal, values }) {
    const { ids, names } = await participantsFor(tx, principal, values);
    values.participantIds = ids;
    values.participantNames = names;
    values.messageCount = 0;
    values.lastMessageAt = new Date().toISOString();
  },
};

/** Marks everything up to now read for one participant (opening the conversation, or writing in it). */
export async function markRead(tx: Db, conversationId: string, userId: string): Promise<string> {
  const [row] = await tx
    .insert(chatReadMarkers)
    .values({ conversationId, userId, lastReadAt: sql`now()` as unknown as string })
    .onConflictDoUpdate({ target: [chatReadMarkers.conversationId, chatReadMarkers.userId], set: { lastReadAt: sql`now()` } })
    .returning({ lastReadAt: chatReadMarkers.lastReadAt });
  return row!.lastReadAt;
}

/** A message is signed by its author, carries its conversation's audience, and moves the conversation up. */
export const chatMessageHooks: ResourceHooks = {
  async beforeCreate({ tx, principal, values }) {
    // The platform found the conversation in the caller's scope (participants only); lock it for the counters.
    const [about] = (await tx
      .select()
      .from(conversations)
      .where(eq(c(conversations, 'id'), String(values.conversationId)))
      .for('update')) as Row[];
    if (!about)
      throw refNotFound('conversationId', { en: 'Conversation', es: 'Conversación' }, 'property');
    if (about.status !== 'active') throw new PorticoError('CONFLICT', msg('chat.archived'));
    const author = (await usersById(tx, about.parentOrgId, [principal.userId])).get(principal.userId);
    values.authorId = principal.userId;
    values.authorName = displayName(author) ?? principal.name ?? principal.email ?? null;
    values.participantIds = about.participantIds;
    const body = String(values.body ?? '');
    await applyRecordChange(tx, conversation, conversations, principal.userId, String(about.id), {
      messageCount: Number(about.messageCount ?? 0) + 1,
      lastMessageAt: new Date().toISOString(),
      lastMessagePreview: body.length > 200 ? `${body.slice(0, 199)}…` : body,
    });
    await markRead(tx, String(about.id), principal.userId);
  },
};
