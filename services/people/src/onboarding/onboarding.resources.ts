import { invite, joinRequest } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { invites, joinRequests } from './onboarding.schema';
import { inviteRules } from './invite.hooks';
import { joinRequestActions } from './join-request-actions';

export const onboardingResources: ResourceRegistration[] = [
  { def: invite, table: invites, hooks: inviteRules() },
  { def: joinRequest, table: joinRequests, actions: ({ resources }) => joinRequestActions(resources) },
];
