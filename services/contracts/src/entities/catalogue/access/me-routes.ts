import { z } from 'zod';
import { fieldSchema } from '../../schemas';
import { uuidString } from '../../input-rules';
import { defineRoute } from '../../routes';
import { ME_ROUTE } from './field-helpers';
import { user } from './user';

/** What anyone may change about themselves: never their email, role, scope or designations. */
export const PROFILE_FIELDS = [
  'salutation',
  'firstName',
  'lastName',
  'suffix',
  'phone',
  'secondaryPhone',
  'dateOfBirth',
  'gender',
  'emergencyContactName',
  'emergencyContactNumber',
  'emergencyContactRelation',
  'mailingAddress',
  'company',
] as const;

export const profileUpdateBodySchema = z.strictObject({
  ...Object.fromEntries(PROFILE_FIELDS.map((key) => [key, fieldSchema(user.fields[key]!).optional()])),
  version: z.number().int().positive().optional(),
});

/** Whom a platform administrator views the console as (the gateway checks the header first). */
export const viewAsParamsSchema = z.object({ userId: uuidString });

/** The signed-in user's own profile, whatever their role. */
export const profileReadRoute = defineRoute({
  ...ME_ROUTE,
  name: 'me.profile.read',
  summary: 'Read own profile',
  description: "The signed-in user's own profile, whatever their role.",
  method: 'GET',
  path: '/me/profile',
  subject: 'people.profile.read',
  ok: 'Own profile',
  errors: [401],
});

export const profileUpdateRoute = defineRoute({
  ...ME_ROUTE,
  name: 'me.profile.update',
  summary: 'Update own profile',
  description: 'Changes what anyone may change about themselves: never their email, role, scope or designations.',
  method: 'PATCH',
  path: '/me/profile',
  subject: 'people.profile.update',
  body: profileUpdateBodySchema,
  ok: 'Updated',
  errors: [401, 409, 422],
});
