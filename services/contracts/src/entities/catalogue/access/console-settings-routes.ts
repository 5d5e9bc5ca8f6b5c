import { z } from 'zod';
import { slugFor } from '../../permissions';
import { AUTHENTICATED_PERMISSION, defineRoute } from '../../routes';
import { moduleEntity } from './module-entity';

/**
 * The console's platform-wide switches (ADR 0075): maintenance mode, and how long the console
 * waits idle before it locks. Only platform administrators hold the update slug (`modules-update`:
 * platform roles hold every slug, no tenant role is granted it).
 */
export const LOCK_AFTER_MINUTES_DEFAULT = 15;

export const consoleSettingsBodySchema = z.strictObject({
  maintenanceMode: z.boolean().optional(),
  maintenanceMessage: z.string().trim().max(500, 'The message is at most 500 characters').nullable().optional(),
  /** 0: never lock. */
  lockAfterMinutes: z
    .number()
    .int('Lock after must be whole minutes')
    .min(0, 'Lock after cannot be negative')
    .max(24 * 60, 'Lock after is at most a day')
    .optional(),
});

export type ConsoleSettingsInput = z.infer<typeof consoleSettingsBodySchema>;

export interface ConsoleSettings {
  maintenanceMode: boolean;
  maintenanceMessage: string | null;
  lockAfterMinutes: number;
  updatedAt: string | null;
}

/** The slug that makes someone an administrator for these switches: they keep working in maintenance mode. */
export const CONSOLE_SETTINGS_ADMIN_SLUG = slugFor(moduleEntity, 'update');

export const consoleSettingsReadRoute = defineRoute({
  name: 'consoleSettings.read',
  summary: 'Read console settings',
  description: 'Maintenance mode and how long the console waits idle before it locks (ADR 0075); every signed-in console reads them.',
  domain: 'people',
  method: 'GET',
  path: '/console-settings',
  permission: AUTHENTICATED_PERMISSION,
  subject: 'people.consoleSettings.read',
  tag: 'Console',
  ok: 'Maintenance mode and the idle lock, as the console applies them',
  errors: [401],
});

export const consoleSettingsUpdateRoute = defineRoute({
  name: 'consoleSettings.update',
  summary: 'Update console settings',
  description: 'Turns maintenance mode on or off and sets the idle lock (ADR 0075); platform administrators only.',
  domain: 'people',
  method: 'PUT',
  path: '/console-settings',
  permission: CONSOLE_SETTINGS_ADMIN_SLUG,
  subject: 'people.consoleSettings.update',
  tag: 'Console',
  body: consoleSettingsBodySchema,
  ok: 'The settings as stored',
  errors: [401, 403, 422],
  example: { body: { lockAfterMinutes: 15 } },
});
