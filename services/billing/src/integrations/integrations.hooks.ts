import { eq } from 'drizzle-orm';
import { PorticoError } from '@portico/contracts';
import type { ResourceHooks } from '@portico/platform';
import { integrationSettingsTable } from './integrations.schema';

export const SETTINGS_EXIST = 'This organization already has integration settings; edit them instead.';

/** One settings record per organization (a unique index backs this up under races). */
export const integrationSettingsHooks: ResourceHooks = {
  async beforeCreate({ tx, values }) {
    const [existing] = await tx
      .select({ id: integrationSettingsTable.id! })
      .from(integrationSettingsTable)
      .where(eq(integrationSettingsTable.parentOrgId!, String(values.parentOrgId)));
    if (existing) throw new PorticoError('CONFLICT', SETTINGS_EXIST, { id: existing.id });
  },
};
