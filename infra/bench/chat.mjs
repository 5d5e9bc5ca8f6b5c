// Chat at scale (ADR 0031): unread counts and the conversation list of a manager who takes part
// in one conversation in ten, among CHAT_CONVERSATIONS × CHAT_PER messages of the same property.
import pg from 'pg';
import { SEED_ACCOUNTS, SEED_ORGS, SEED_PROPERTIES } from '@portico/contracts';

const CONVERSATIONS = Number(process.env.BENCH_CHAT_CONVERSATIONS ?? 5_000);
const PER = Number(process.env.BENCH_CHAT_MESSAGES_PER ?? 20);

/** Fills community's chat tables in SQL (no events: nothing else reads them), then measures. */
export async function measureChat({ databaseUrl, gatewayPort, token, load, direct, seconds }) {
  const manager = SEED_ACCOUNTS.find((a) => a.email === 'manager@portico.test');
  const resident = SEED_ACCOUNTS.find((a) => a.email === 'resident@portico.test');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  await client.query(
    `insert into community.conversations (parent_org_id, property_id, subject, participant_ids, participant_names, message_count, last_message_at)
     select $1, $2, 'Bench conversation ' || g,
            case when g % 10 = 0 then array[$3, $4]::uuid[] else array[gen_random_uuid(), gen_random_uuid()] end,
            array['A', 'B'], $6, now() - (g || ' minutes')::interval
       from generate_series(1, $5) g`,
    [SEED_ORGS.harbor, SEED_PROPERTIES.harborView, manager.id, resident.id, CONVERSATIONS, PER],
  );
  await client.query(
    `insert into community.chat_messages (parent_org_id, property_id, conversation_id, body, author_id, author_name, participant_ids, created_at)
     select c.parent_org_id, c.property_id, c.id, 'Message ' || m, c.participant_ids[1 + m % 2], 'A', c.participant_ids,
            c.last_message_at - (m || ' seconds')::interval
       from community.conversations c cross join generate_series(1, $1) m
      where c.subject like 'Bench conversation %'`,
    [PER],
  );
  await client.query('analyze community.conversations; analyze community.chat_messages');
  const generationSeconds = (Date.now() - started) / 1000;
  const unreadUrl = `http://127.0.0.1:${gatewayPort}/api/v1/chat/unread`;
  const listUrl = `http://127.0.0.1:${gatewayPort}/api/v1/conversations?limit=25`;
  const check = await fetch(unreadUrl, { headers: { authorization: `Bearer ${token}` } });
  if (check.status !== 200) throw new Error(`${unreadUrl} answered ${check.status}: ${await check.text()}`);
  const unread = await check.json();
  // The participant rule alone, as SQL: what the GIN index on participant_ids serves.
  const mine = await direct(
    () =>
      client.query(
        `select id from community.conversations where $1::uuid = any(participant_ids) and parent_org_id = $2 and status = 'active'
          order by last_message_at desc nulls last, id desc limit 26`,
        [manager.id, SEED_ORGS.harbor],
      ),
    seconds,
  );
  const result = {
    conversations: CONVERSATIONS,
    messages: CONVERSATIONS * PER,
    generationSeconds,
    unread: {
      description: `GET /api/v1/chat/unread, a manager in ${CONVERSATIONS / 10} of them (${unread.items.length} with unread, ${unread.total} messages), full path`,
      ...(await load(unreadUrl, token)),
    },
    conversationList: { description: 'GET /api/v1/conversations?limit=25, the same manager, full path', ...(await load(listUrl, token)) },
    participantQuery: { description: 'the participant-scoped first page alone, sequentially', ...mine },
  };
  await client.end();
  return result;
}
