import { addDays, todayIso } from '@portico/contracts';
import type { ActionHandlers } from '@portico/platform';
import { rowById } from '../shared/record-writes';
import { covenantTypes } from './covenants.schema';
import { mailAll, managerEmails, noticeMail, residentEmails } from './covenant-notices';

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
      const { subject, text } = noticeMail({ ...record, noticeDate, remedyDeadline }, String(type?.name ?? 'Covenant'));
      await mailAll(tx, await residentEmails(tx, record), subject, text);
      return { noticeDate, remedyDeadline, remedyOverdue: false };
    },
    // A late cure keeps its overdue flag: it is part of the unit's record.
    async cure() {},
    async fine({ input }) {
      return { finedAt: clock().toISOString(), ...(typeof input.fineAmount === 'number' ? { fineAmount: input.fineAmount } : {}) };
    },
    async appeal({ tx, record, reason }) {
      const subject = `Covenant fine appealed: article ${String(record.articleNumber)}`;
      await mailAll(tx, await managerEmails(tx, record), subject, `${reason ?? ''}\n\nOpen it in Portico: /covenants/view/${String(record.id)}`);
    },
    async resolve() {
      return { closedAt: clock().toISOString() };
    },
    async waive() {
      return { closedAt: clock().toISOString() };
    },
  };
}
