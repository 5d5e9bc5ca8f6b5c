import { addDays, todayIso } from '@portico/contracts';
import type { ActionHandlers } from '@portico/platform';
import { rowById } from '../shared/record-writes';
import { covenantTypes } from './covenants.schema';
import { covenantNoticeWording, managerIds, noticeCovenant, residentIds } from './covenant-notices';

/**
 * The enforcement lifecycle's rules. The notice fixes the remedy deadline (notice date + days
 * to remedy) and mails it; the fine's event carries the amount billing charges (ADR 0032).
 */
export function covenantEnforcementActions(clock: () => Date = () => new Date()): ActionHandlers {
  return {
    async sendNotice({ tx, record }) {
      const noticeDate = todayIso(clock());
      const remedyDeadline = addDays(noticeDate, Number(record.daysToRemedy ?? 0));
      const type = await rowById(tx, covenantTypes, record.covenantTypeId);
      const noticed = { ...record, noticeDate, remedyDeadline };
      const wording = covenantNoticeWording(noticed, String(type?.name ?? 'Covenant'));
      await noticeCovenant(tx, noticed, await residentIds(tx, record), `notice:${noticeDate}`, wording);
      return { noticeDate, remedyDeadline, remedyOverdue: false };
    },
    // A late cure keeps its overdue flag: it is part of the unit's record.
    async cure() {},
    async fine({ input }) {
      return { finedAt: clock().toISOString(), ...(typeof input.fineAmount === 'number' ? { fineAmount: input.fineAmount } : {}) };
    },
    async appeal({ tx, record, reason }) {
      const article = String(record.articleNumber);
      await noticeCovenant(tx, record, await managerIds(tx, record), `appealed:${String(record.version)}`, {
        title: { en: `Covenant fine appealed: article ${article}`, es: `Multa de norma apelada: artículo ${article}` },
        body: { en: reason ?? '', es: reason ?? '' },
      });
    },
    async resolve() {
      return { closedAt: clock().toISOString() };
    },
    async waive() {
      return { closedAt: clock().toISOString() };
    },
  };
}
