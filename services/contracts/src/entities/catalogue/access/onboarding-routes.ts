import { z } from 'zod';
import { msg } from '../../../messages/render';
import { zodError } from '../../../messages/zod';
import { createSchema } from '../../schemas';
import { policyText, uuidString } from '../../input-rules';
import { permissionSlug } from '../../permissions';
import { aboutRecord, defineRoute } from '../../routes';
import { ONBOARDING_ROUTE } from './field-helpers';
import { joinRequest } from './join-request';

/**
 * Invitations and sign-up (the public routes: under /public, the link's token in the body,
 * never a bearer token) and the approver's decision on a join request. The people service
 * parses with these schemas before any work, so a junk value is a field error, never a database
 * error; lengths and messages the flows check themselves (password rules, link validity) stay there.
 */

/** Passwords are checked by the flow (8–200 characters); here only the text policy applies. */
const secretText = (label: string) => policyText(label, 1000).optional().nullable();

export const inviteLookupQuerySchema = z.object({ token: policyText('Invitation link', 200).optional() });

export const inviteAcceptBodySchema = z.strictObject({
  token: policyText('Invitation link', 200).optional(),
  firstName: policyText('First Name', 80).optional().nullable(),
  lastName: policyText('Last Name', 80).optional().nullable(),
  password: secretText('Password'),
  confirmPassword: secretText('Confirm Password'),
});

export const joinRequestSubmitBodySchema = createSchema(joinRequest)
  .omit({ requestedPropertyId: true, parentOrgId: true })
  .extend({
    password: secretText('Password'),
    confirmPassword: secretText('Confirm Password'),
    propertyCode: policyText('Property Code', 64).optional().nullable(),
  });

export const joinRequestDecisionBodySchema = z.strictObject({
  decision: z.enum(['accept', 'decline'], { error: zodError(msg('joinRequest.chooseDecision')) }),
  reason: policyText('Reason', 1000).optional().nullable(),
  unitId: uuidString.optional().nullable(),
});

/** The link mailed to a new address: its token confirms the change. */
export const emailChangeConfirmBodySchema = z.strictObject({ token: z.string().min(20).max(100) });

export const inviteLookupRoute = defineRoute({
  ...ONBOARDING_ROUTE,
  name: 'invite.lookup',
  summary: 'Look up an invitation',
  description: "Public: what the sign-up page shows for an invitation link; the link's token is the credential.",
  method: 'GET',
  path: '/public/invites/lookup',
  subject: 'people.invite.lookup',
  query: inviteLookupQuerySchema,
  ok: 'What the sign-up page shows',
  errors: [404, 422, 429],
});

export const inviteAcceptRoute = defineRoute({
  ...ONBOARDING_ROUTE,
  name: 'invite.accept',
  summary: 'Accept an invitation',
  description: "Public: creates the invited person's account from the invitation link and their chosen password.",
  method: 'POST',
  path: '/public/invites/accept',
  subject: 'people.invite.accept',
  body: inviteAcceptBodySchema,
  ok: 'Account created',
  errors: [404, 422, 429],
});

export const joinRequestSubmitRoute = defineRoute({
  ...ONBOARDING_ROUTE,
  name: 'joinRequest.submit',
  summary: 'Request to join',
  description: 'Public: someone without an account asks to join a property; its approvers decide.',
  method: 'POST',
  path: '/public/join-requests',
  subject: 'people.joinRequest.submit',
  body: joinRequestSubmitBodySchema,
  status: 201,
  ok: 'Request received',
  errors: [422, 429],
});

export const emailChangeConfirmRoute = defineRoute({
  ...ONBOARDING_ROUTE,
  name: 'emailChange.confirm',
  summary: 'Confirm an email change',
  description: 'Public: the link mailed to a new address confirms the change; its token is the credential.',
  method: 'POST',
  path: '/public/email-changes/confirm',
  subject: 'people.emailChange.confirm',
  body: emailChangeConfirmBodySchema,
  ok: 'The address changed',
  errors: [404, 422, 429],
});

export const joinRequestDecideRoute = defineRoute({
  name: 'joinRequest.decide',
  summary: 'Decide a join request',
  description: "The approver approves or rejects a join request; approval creates the person's access.",
  domain: 'people',
  method: 'POST',
  path: '/join-requests/:id/decision',
  permission: permissionSlug(joinRequest.module, 'update'),
  subject: 'people.joinRequest.decide',
  tag: joinRequest.titlePlural.en,
  ...aboutRecord(joinRequest),
  body: joinRequestDecisionBodySchema,
  example: { body: { decision: 'decline', reason: 'Not a resident here' } },
  ok: 'Decided',
  errors: [401, 403, 404, 409, 422],
});
