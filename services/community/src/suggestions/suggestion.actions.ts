import { and, eq } from 'drizzle-orm';
import { PorticoError } from '@portico/contracts';
import { queueDomainMail, mirrorRecordsTable, type ActionHandlers, type Db } from '@portico/platform';
import { rowById } from '../shared/record-writes';
import { suggestions } from './suggestions.schema';

type Row = Record<string, unknown>;
const users = mirrorRecordsTable('community');

const STEPS: Record<string, [string, string]> = {
  planned: ['is planned', 'está planificada'],
  started: ['has started', 'se ha iniciado'],
  completed: ['is done', 'se completó'],
  declined: ['was declined', 'fue rechazada'],
  duplicate: ['was merged into an earlier one', 'se unió a una anterior'],
};

/** Tells the author how management answered (queued in the action's transaction). */
async function tellAuthor(tx: Db, record: Row, step: string, response: unknown): Promise<void> {
  if (typeof record.userId !== 'string') return;
  const [user] = (await tx
    .select({ data: users.data })
    .from(users)
    .where(and(eq(users.entity, 'user'), eq(users.id, record.userId)))) as { data: Row }[];
  const to = user?.data.email;
  if (typeof to !== 'string' || !to.includes('@')) return;
  const [en, es] = STEPS[step]!;
  const title = `#${String(record.number)} "${String(record.title)}"`;
  await queueDomainMail(tx, 'community', {
    to,
    subject: `Your suggestion ${title} ${en}`,
    text: [
      `Your suggestion ${title} ${en}.`,
      ...(typeof response === 'string' && response ? [`\nOfficial response:\n${response}`] : []),
      `\nOpen it in Portico: /suggestion-box/view/${String(record.id)}`,
      `\n—\nSu sugerencia ${title} ${es}.`,
    ].join('\n'),
  });
}

/** Each decision may carry the official response, which replaces the previous one. */
function respond(step: string) {
  return async ({ tx, record, input }: { tx: Db; record: Row; input: Row }) => {
    const response = typeof input.officialResponse === 'string' && input.officialResponse ? input.officialResponse : undefined;
    await tellAuthor(tx, record, step, response ?? record.officialResponse);
    return response ? { officialResponse: response, respondedAt: new Date().toISOString() } : {};
  };
}

export function suggestionActions(): ActionHandlers {
  return {
    plan: respond('planned'),
    start: respond('started'),
    complete: respond('completed'),
    decline: respond('declined'),
    async markDuplicate(ctx) {
      const original = await rowById(ctx.tx, suggestions, ctx.input.duplicateOfId);
      if (!original || original.parentOrgId !== ctx.record.parentOrgId || original.id === ctx.record.id)
        throw PorticoError.validation([{ path: 'duplicateOfId', message: 'Suggestion not found on the selected Parent Org' }]);
      const changes = await respond('duplicate')(ctx);
      return { ...changes, duplicateOfId: original.id };
    },
  };
}
