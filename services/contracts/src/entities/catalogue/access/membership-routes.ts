import { z } from 'zod';
import { policyText, uuidString } from '../../input-rules';
import { AUTHENTICATED_PERMISSION, PUBLIC_PERMISSION, defineRoute } from '../../routes';

/** One person, several organizations (ADR 0042): the link's token, and the organization to work in. */
export const membershipConfirmBodySchema = z.strictObject({ token: policyText('Confirmation link', 100) });
export const organizationSwitchBodySchema = z.strictObject({ orgId: uuidString });

/** The single-use link mailed to a person added to another organization. */
export const membershipConfirmRoute = defineRoute({
  name: 'membership.confirm',
  domain: 'people',
  method: 'POST',
  path: '/public/memberships/confirm',
  permission: PUBLIC_PERMISSION,
  subject: 'people.membership.confirm',
  tag: 'Onboarding',
  body: membershipConfirmBodySchema,
  ok: 'Membership confirmed',
  errors: [404, 422, 429],
});

/** The organizations the signed-in person belongs to, the current one marked. */
export const organizationsRoute = defineRoute({
  name: 'me.organizations',
  domain: 'people',
  method: 'GET',
  path: '/me/organizations',
  permission: AUTHENTICATED_PERMISSION,
  subject: 'people.membership.list',
  tag: 'Me',
  ok: 'The organizations the person belongs to, the current one marked',
  errors: [401],
});

/** Works in another of the person's organizations from the next request on. */
export const organizationSwitchRoute = defineRoute({
  name: 'me.organization.switch',
  domain: 'people',
  method: 'PUT',
  path: '/me/organization',
  permission: AUTHENTICATED_PERMISSION,
  subject: 'people.membership.switch',
  tag: 'Me',
  body: organizationSwitchBodySchema,
  ok: 'Working in this organization from the next request on',
  errors: [401, 404, 422],
});
