import { z } from 'zod';
import { policyText, uuidString } from '../../input-rules';
import { defineRoute } from '../../routes';
import { ME_ROUTE, ONBOARDING_ROUTE } from './field-helpers';

/** One person, several organizations (ADR 0042): the link's token, and the organization to work in. */
export const membershipConfirmBodySchema = z.strictObject({ token: policyText('Confirmation link', 100) });
export const organizationSwitchBodySchema = z.strictObject({ orgId: uuidString });

/** The single-use link mailed to a person added to another organization. */
export const membershipConfirmRoute = defineRoute({
  ...ONBOARDING_ROUTE,
  name: 'membership.confirm',
  summary: 'Confirm a membership',
  description:
    'Public: the single-use link mailed to a person added to another organization confirms the membership (ADR 0042); its token is the credential.',
  method: 'POST',
  path: '/public/memberships/confirm',
  subject: 'people.membership.confirm',
  body: membershipConfirmBodySchema,
  ok: 'Membership confirmed',
  errors: [404, 422, 429],
});

/** The organizations the signed-in person belongs to, the current one marked. */
export const organizationsRoute = defineRoute({
  ...ME_ROUTE,
  name: 'me.organizations',
  summary: 'List own organizations',
  description: 'The organizations the signed-in person belongs to, the current one marked (ADR 0042).',
  method: 'GET',
  path: '/me/organizations',
  subject: 'people.membership.list',
  ok: 'The organizations the person belongs to, the current one marked',
  errors: [401],
});

/** Works in another of the person's organizations from the next request on. */
export const organizationSwitchRoute = defineRoute({
  ...ME_ROUTE,
  name: 'me.organization.switch',
  summary: 'Switch organization',
  description: "Works in another of the person's organizations from the next request on (ADR 0042).",
  method: 'PUT',
  path: '/me/organization',
  subject: 'people.membership.switch',
  body: organizationSwitchBodySchema,
  ok: 'Working in this organization from the next request on',
  errors: [401, 404, 422],
});
