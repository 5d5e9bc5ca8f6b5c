import { AUTHENTICATED_PERMISSION, defineRoute } from '../../routes';

/** `/get-started`: what a new organization has set up so far, counted in the caller's scope. */
export interface GetStartedProgress {
  properties: number;
  units: number;
  /** People who work for the organization (managers, staff, editors), the caller left out. */
  staff: number;
  /** Invitations sent to such people, still open or accepted. */
  staffInvites: number;
}

/** The base roles that count as the organization's staff on the first-run guide. */
export const STAFF_BASE_ROLES = ['parent', 'editor', 'property-manager', 'staff'] as const;

export const getStartedRoute = defineRoute({
  name: 'getStarted.progress',
  summary: 'Get-started progress',
  description:
    "What a new organization has set up so far (properties, units, staff), counted in the caller's scope, for the first-run guide.",
  domain: 'people',
  method: 'GET',
  path: '/get-started',
  permission: AUTHENTICATED_PERMISSION,
  subject: 'people.getStarted.progress',
  tag: 'Onboarding',
  ok: "Counts of the organization's properties, units and staff, in the caller's scope",
  errors: [401],
});
