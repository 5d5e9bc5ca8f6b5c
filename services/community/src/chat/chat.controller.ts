import type { PgColumn } from 'drizzle-orm/pg-core';
import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { and, eq, sql } from 'drizzle-orm';
import {
  CHAT_SUBJECTS,
  PorticoError,
  conversation,
  slugFor,
  type ChatReadMarker,
  type ChatUnread,
  type ResourceRequest,
} from '@portico/contracts';
import { DB, RequirePermission, principalOf, scopeFilter, type Db } from '@portico/platform';
import { chatMessages, chatReadMarkers, conversations } from './chat.schema';
import { markRead } from './chat.hooks';

/** Columns of a catalogue table by field name (`tableFor` types them loosely). */
const c = (table: unknown, name: string): PgColumn => (table as Record<string, PgColumn>)[name]!;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller's unread counts and read marker. Both run under the conversations' row scope
 * (participants only), so nobody learns anything of a conversation they are not part of.
 */
@Controller()
export class ChatController {
  constructor(@Inject(DB) private readonly db: Db) {}

  @MessagePattern(CHAT_SUBJECTS.unread)
  @RequirePermission(slugFor(conversation, 'list'))
  async unread(@Payload() req: ResourceRequest): Promise<ChatUnread> {
    const principal = principalOf(req);
    const since = sql`coalesce(${chatReadMarkers.lastReadAt}, '-infinity'::timestamptz)`;
    // Per visible conversation with activity after the caller's marker, its newer messages by
    // others (index on conversation, time). Messages carry their conversation's participants,
    // so the conversation's scope is theirs. Timings: infra/bench/chat.mjs.
    const unread = sql<number>`(select count(*)::int from ${chatMessages} m
      where m.conversation_id = ${c(conversations, 'id')} and m.status = 'active'
        and m.author_id <> ${principal.userId}::uuid and m.created_at > ${since})`;
    const rows = await this.db
      .select({ conversationId: c(conversations, 'id'), unread })
      .from(conversations)
      .leftJoin(
        chatReadMarkers,
        and(eq(chatReadMarkers.conversationId, c(conversations, 'id')), eq(chatReadMarkers.userId, principal.userId)),
      )
      .where(
        and(
          scopeFilter(conversation, conversations, principal),
          eq(c(conversations, 'status'), 'active'),
          sql`${c(conversations, 'lastMessageAt')} > ${since}`,
        ),
      );
    const items = rows.map((r) => ({ conversationId: String(r.conversationId), unread: Number(r.unread) })).filter((r) => r.unread > 0);
    return { items, total: items.reduce((sum, r) => sum + r.unread, 0) };
  }

  @MessagePattern(CHAT_SUBJECTS.markRead)
  @RequirePermission(slugFor(conversation, 'read'))
  async markRead(@Payload() req: ResourceRequest): Promise<ChatReadMarker> {
    const principal = principalOf(req);
    const id = req.params?.id;
    if (typeof id !== 'string' || !UUID_RE.test(id)) throw PorticoError.notFound(conversation.title.en, String(id ?? ''));
    return this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ id: c(conversations, 'id') })
        .from(conversations)
        .where(and(eq(c(conversations, 'id'), id), scopeFilter(conversation, conversations, principal)));
      if (!found) throw PorticoError.notFound(conversation.title.en, id);
      return { conversationId: id, lastReadAt: await markRead(tx as unknown as Db, id, principal.userId) };
    });
  }
}
