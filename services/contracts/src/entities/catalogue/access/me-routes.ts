import { z } from 'zod';
import { fieldSchema } from '../../schemas';
import { uuidString } from '../../input-rules';
import { AUTHENTICATED_PERMISSION, defineRoute } from '../../routes';
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
  name: 'me.profile.read',
  domain: 'people',
  method: 'GET',
  path: '/me/profile',
  permission: AUTHENTICATED_PERMISSION,
  subject: 'people.profile.read',
  tag: 'Me',
  ok: 'Own profile',
  errors: [401],
});

export const profileUpdateRoute = defineRoute({
  name: 'me.profile.update',
  domain: 'people',
  method: 'PATCH',
  path: '/me/profile',
  permission: AUTHENTICATED_PERMISSION,
  subject: 'people.profile.update',
  tag: 'Me',
  body: profileUpdateBodySchema,
  ok: 'Updated',
  errors: [401, 409, 422],
});
