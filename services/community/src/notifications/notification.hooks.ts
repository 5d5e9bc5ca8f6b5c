import type { PgColumn } from 'drizzle-orm/pg-core';
import { eq } from 'drizzle-orm';
import { PorticoError, msg } from '@portico/contracts';
import type { ResourceHooks } from '@portico/platform';
import { notificationTemplates } from './notifications.schema';

/** What a sent notification can no longer change: what was said, and to whom. */
const FROZEN_WHEN_SENT = [
  'description',
  'audiencePropertyId',
  'audienceUserIds',
  'audienceUserGroupIds',
  'audienceUnitGroupIds',
  'audienceNotificationGroupIds',
  'channelConsole',
  'channelMail',
  'scheduledAt',
];

/** A new notification is a draft that shows in the console; its template supplies the wording. */
export const notificationHooks: ResourceHooks = {
  async beforeCreate({ tx, values }) {
    values.state = 'draft';
    values.channelConsole ??= true;
    values.channelMail ??= true;
    if (typeof values.templateId === 'string' && !values.description) {
      const t = notificationTemplates as unknown as Record<string, PgColumn>;
      const [template] = (await tx.select().from(notificationTemplates).where(eq(t.id!, values.templateId))) as Record<string, unknown>[];
      if (template && template.parentOrgId === values.parentOrgId) values.description = template.description;
    }
  },
  async beforeUpdate({ current, changes }) {
    if (current.state !== 'sending' && current.state !== 'sent') return;
    const frozen = FROZEN_WHEN_SENT.filter((k) => k in changes && JSON.stringify(changes[k]) !== JSON.stringify(current[k]));
    if (frozen.length) throw new PorticoError('CONFLICT', msg('notification.alreadySent'));
  },
};
