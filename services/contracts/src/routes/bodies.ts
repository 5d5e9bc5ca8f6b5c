import { daysBetween } from '../domain/calendar-days';
import { z } from 'zod';
import { joinRequest, notification, order, user } from '../entities/catalogue';
import { createSchema, fieldSchema } from '../entities/schemas';
import { calendarDate, dateOrDateTime, policyText, rangeIsReversed, uuidString } from '../entities/input-rules';

/**
 * Bodies and queries of the hand-written routes (onboarding, the user's own profile). Their handlers parse with these
 * before any work, so a junk value is a field error, never a database error. Lengths and
 * messages the flows check themselves (password rules, link validity) stay in the flows.
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
  decision: z.enum(['accept', 'decline'], { message: 'Choose accept or decline' }),
  reason: policyText('Reason', 1000).optional().nullable(),
  unitId: uuidString.optional().nullable(),
});

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

/** Email or phone number: someone must be able to call the reporter back. */
const CONTACT_RE = /^(?:[^\s@]+@[^\s@]+\.[^\s@]+|\+?[0-9][0-9 ().-]{5,}[0-9])$/;

/** Missing or null reads as blank, so the answer is "required", not a type error. */
const missingAsBlank = (schema: z.ZodType) => z.preprocess((v) => (v === undefined || v === null ? '' : v), schema);

/** A QR problem report from someone without an account (the token is in the path, not here). */
export const problemReportBodySchema = z.strictObject({
  title: fieldSchema(order.fields.title!),
  description: fieldSchema(order.fields.description!),
  urgency: fieldSchema(order.fields.urgency!),
  // Chosen from the list the lookup returns: an order always has a category (it sets the due date).
  categoryId: fieldSchema(order.fields.categoryId!),
  reporterName: missingAsBlank(policyText('Your name', 120).trim().min(1, 'Your name is required')),
  reporterContact: missingAsBlank(
    policyText('Email or phone', 160)
      .trim()
      .min(1, 'An email or phone number is required')
      .regex(CONTACT_RE, 'Enter an email address or a phone number'),
  ),
});
export type ProblemReportBody = z.infer<typeof problemReportBodySchema>;

/**
 * `GET /api/v1/amenities/{id}/availability`: the amenity's slots from one day to another
 * (inclusive, at most 62 days), each with its maximum and remaining spots.
 */
export const amenityAvailabilityQuerySchema = z
  .strictObject({
    from: calendarDate('From must be a date (YYYY-MM-DD)'),
    to: calendarDate('To must be a date (YYYY-MM-DD)'),
    /** Leave this reservation's own spots out (rebooking it). */
    exclude: uuidString.optional(),
  })
  .superRefine((q, ctx) => {
    if (rangeIsReversed('date', q.from, q.to)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To cannot be before From' });
    else if (daysBetween(q.from, q.to) > 62) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Ask for at most 62 days at a time' });
  });
export type AmenityAvailabilityQuery = z.infer<typeof amenityAvailabilityQuerySchema>;

/** `GET /api/v1/analytics/reservation`: one property, one amenity, and a start-date range. */
export const reservationAnalyticsQuerySchema = z
  .strictObject({
    propertyId: uuidString.optional(),
    amenityId: uuidString.optional(),
    from: dateOrDateTime('From must be a date (YYYY-MM-DD) or a date and time').optional(),
    to: dateOrDateTime('To must be a date (YYYY-MM-DD) or a date and time').optional(),
  })
  .superRefine((q, ctx) => {
    if (rangeIsReversed('instant', q.from, q.to)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To cannot be before From' });
  });
export type ReservationAnalyticsQuery = z.infer<typeof reservationAnalyticsQuerySchema>;

/** Hand-written notification routes (ADR 0030): NATS subjects served by the community service. */
export const NOTIFICATION_SUBJECTS = {
  recipientsCount: 'community.notification.recipientsCount',
  aiDraft: 'community.notification.aiDraft',
  unreadCount: 'community.notificationDelivery.unreadCount',
} as const;

/** The audience of a notification being composed (saved or not): who it would reach. */
export const notificationAudienceBodySchema = createSchema(notification)
  .pick({
    audiencePropertyId: true,
    audienceUserIds: true,
    audienceUserGroupIds: true,
    audienceUnitGroupIds: true,
    audienceNotificationGroupIds: true,
  })
  .partial();

/** "Draft with AI": a description suggested from the title and notes, for a person to edit. */
export const notificationAiDraftBodySchema = z.strictObject({
  title: policyText('Title', 200).optional().nullable(),
  notes: policyText('Notes', 2000).optional().nullable(),
});

/**
 * A provider's webhook event as Stripe shapes it (ADR 0033). Documentation only: the gateway
 * never trusts a parsed body — it verifies the signature on the raw bytes, and the owning
 * service re-reads the object the event names.
 */
export const webhookEventBodySchema = z.looseObject({
  id: z.string().max(255),
  type: z.string().max(120),
  created: z.number().int().optional(),
  data: z.looseObject({ object: z.record(z.string(), z.unknown()) }),
});

/** Accounting integrations (ADR 0035): which organization (platform roles choose; others have theirs). */
export const quickbooksOrgQuerySchema = z.strictObject({ parentOrgId: uuidString.optional() });

/** What the /quickbooks-connected page posts back: Intuit's redirect parameters, as received. */
export const quickbooksConnectBodySchema = z.strictObject({
  code: policyText('Authorization code', 512).refine((v) => v.length > 0, { message: 'The authorization code is missing' }),
  state: policyText('State', 256).refine((v) => v.length > 0, { message: 'The connection state is missing' }),
  realmId: z
    .string({ message: 'The company id (realmId) is missing' })
    .regex(/^[0-9]{1,32}$/, { message: 'The company id (realmId) must be digits' }),
});

/** Push or pull now, for one organization. */
export const quickbooksSyncBodySchema = z.strictObject({ parentOrgId: uuidString.optional() });
