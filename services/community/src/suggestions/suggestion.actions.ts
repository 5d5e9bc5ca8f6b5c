
import type { ActionHandlers, Db } from '@portico/platform';
import { refNotFound } from '@portico/platform';
import { deliverNotice } from '../notifications/deliver-notice';
import { rowById } from '../shared/record-writes';
import { suggestions } from './suggestions.schema';

type Row = Record<string, unknown>;

const STEPS: Record<string, [string, string]> = {
  planned: ['is planned', 'está planificada'],
  started: ['has started', 'se ha iniciado'],
  completed: ['is done', 'se completó'],
  declined: ['was declined', 'fue rechazada'],
  duplicate: ['was merged into an earlier one', 'se unió a una anterior'],
};

/**
 * Tells the author how management answered, in their language, through the one notice
 * mechanism (ADR 0038: inbox and mail), in the action's transaction.
 */
async function tellAuthor(tx: Db, record: Row, step: string, response: unknown): Promise<void> {
  if (typeof record.userId !== 'string' || typeof record.parentOrgId !== 'string') return;
  const [en, es] = STEPS[step]!;
  const title = `#${String(record.number)} "${String(record.title)}"`;
  const answer = typeof response === 'string' && response ? response : undefined;
  await deliverNotice(tx, {
    parentOrgId: record.parentOrgId,
    propertyId: typeof record.propertyId === 'string' ? record.propertyId : null,
    recipientUserIds: [record.userId],
    title: { en: `Your suggestion ${title} ${en}`, es: `Su sugerencia ${title} ${es}` },
    body: {
      en: `Your suggestion ${title} ${en}.${answer ? `\n\nOfficial response:\n${answer}` : ''}`,
      es: `Su sugerencia ${title} ${es}.${answer ? `\n\nRespuesta oficial:\n${answer}` : ''}`,
    },
    link: `/suggestion-box/view/${String(record.id)}`,
    source: { entity: 'suggestion', id: String(record.id), event: `${step}@${String(record.version ?? 0)}` },
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
        throw refNotFound('duplicateOfId', { en: 'Suggestion', es: 'Sugerencia' }, 'parentOrg');
      const changes = await respond('duplicate')(ctx);
      return { ...changes, duplicateOfId: original.id };
    },
  };
}
