import type { Db } from '@portico/platform';
import { labelOverrides } from './label-translation.schema';

/**
 * Demo overrides (ADR 0070), so the translation page's "Overridden" filter has rows after
 * `npm start`: what a US property manager would rename. Kept if an administrator changed them.
 */
export const DEMO_LABEL_OVERRIDES = [
  { key: 'entity.parcel.titlePlural', en: 'Packages', es: null },
  { key: 'entity.order.field.permissionToEnter', en: 'OK to enter the unit', es: 'Se puede entrar a la unidad' },
] as const;

export async function seedLabelOverrides(db: Db): Promise<void> {
  await db
    .insert(labelOverrides)
    .values(DEMO_LABEL_OVERRIDES.map((o) => ({ ...o, updatedBy: 'seed' })))
    .onConflictDoNothing();
}
