import { z } from 'zod';
import { msg } from '../../../messages/render';
import { zodError } from '../../../messages/zod';
import { LABEL_KEY_MAX, LABEL_KEY_PATTERN, LABEL_TEXT_MAX } from '../../labels';
import { AUTHENTICATED_PERMISSION, defineRoute } from '../../routes';
import { CONSOLE_SETTINGS_ADMIN_SLUG } from './console-settings-routes';

/**
 * Label translation (`/labelTranslation`, ADR 0070): administrators override any label of the
 * console in English or Spanish; every console reads the overrides at load and hears changes
 * on the push stream. Who is an administrator here: whoever holds `modules-update`, as for
 * the console's other platform-wide switches (ADR 0075).
 */
export const LABEL_TRANSLATION_SLUG = CONSOLE_SETTINGS_ADMIN_SLUG;

export const labelKeySchema = z
  .string({ error: 'Name the label (its key)' })
  .trim()
  .min(1, 'Name the label (its key)')
  .max(LABEL_KEY_MAX, `A label key is at most ${LABEL_KEY_MAX} characters`)
  .regex(LABEL_KEY_PATTERN, 'Not a label key: a namespace and names separated by dots, e.g. entity.workOrder.field.priority');

const overrideText = z
  .string({ error: 'The text must be a string, or null to go back to the built-in text' })
  .trim()
  .min(1, 'The text cannot be empty: revert the label to show the built-in text')
  .max(LABEL_TEXT_MAX, `A label is at most ${LABEL_TEXT_MAX} characters`)
  .nullable();

export const labelOverrideBodySchema = z
  .strictObject({
    key: labelKeySchema,
    /** null: English shows the built-in text again. */
    en: overrideText.optional(),
    es: overrideText.optional(),
  })
  .refine((body) => body.en !== undefined || body.es !== undefined, {
    error: zodError(msg('validation.labelTextNeeded')),
    path: ['en'],
  });

export type LabelOverrideInput = z.infer<typeof labelOverrideBodySchema>;

export const labelRevertBodySchema = z.strictObject({ key: labelKeySchema });

export const labelOverridesReadRoute = defineRoute({
  name: 'labelOverrides.read',
  summary: 'Read label overrides',
  description: 'The labels administrators overrode, in English and Spanish; every console applies them at load (ADR 0070).',
  domain: 'people',
  method: 'GET',
  path: '/label-overrides',
  permission: AUTHENTICATED_PERMISSION,
  subject: 'people.labelTranslation.overrides',
  tag: 'Console',
  ok: 'The labels administrators overrode, which every console applies',
  errors: [401],
});

export const labelCatalogueRoute = defineRoute({
  name: 'labelTranslations.catalogue',
  summary: 'Label catalogue',
  description:
    "Every domain's entity labels with their built-in English and Spanish text and any override, for the label translation page (ADR 0070).",
  domain: 'people',
  method: 'GET',
  path: '/label-translations',
  permission: LABEL_TRANSLATION_SLUG,
  subject: 'people.labelTranslation.catalogue',
  tag: 'Console',
  ok: 'The entity labels of every domain (built-in English and Spanish) and the overrides',
  errors: [401, 403],
});

export const labelOverrideRoute = defineRoute({
  name: 'labelTranslations.override',
  summary: 'Override a label',
  description: 'Sets the English and Spanish text of one label for every console; administrators only (ADR 0070).',
  domain: 'people',
  method: 'PUT',
  path: '/label-translations',
  permission: LABEL_TRANSLATION_SLUG,
  subject: 'people.labelTranslation.override',
  tag: 'Console',
  body: labelOverrideBodySchema,
  ok: 'The label’s override as stored (null when both languages are back to the built-in text)',
  errors: [401, 403, 404, 422],
  example: { body: { key: 'common.save', es: 'Guardar' } },
});

export const labelRevertRoute = defineRoute({
  name: 'labelTranslations.revert',
  summary: 'Revert a label',
  description: "Drops a label's override so it shows its built-in text again, in both languages (ADR 0070).",
  domain: 'people',
  method: 'POST',
  path: '/label-translations/revert',
  permission: LABEL_TRANSLATION_SLUG,
  subject: 'people.labelTranslation.revert',
  tag: 'Console',
  body: labelRevertBodySchema,
  ok: 'The label shows its built-in text again, in both languages',
  errors: [401, 403, 404, 422],
  example: { body: { key: 'common.save' } },
});
