import { z } from 'zod';
import { fieldSchema } from '../../schemas';
import { policyText } from '../../input-rules';
import { slugFor } from '../../permissions';
import { PUBLIC_PERMISSION, aboutRecord, defineRoute, type RouteSpec } from '../../routes';
import type { Domain } from '../../../messaging/subjects';
import { equipment } from './equipment';
import { location } from './location';
import { order } from './order';

/**
 * QR problem reports (ADR 0028): the public page's lookup and submission (under /public, so the
 * public rate limit applies; the signed token in the path is the only credential), and each
 * target's link for its QR code.
 */
export const PROBLEM_REPORT_SUBJECTS = {
  lookup: 'maintenance.problemReport.lookup',
  submit: 'maintenance.problemReport.submit',
} as const;

/** The entities a QR problem-report code can point at; each has `GET …/{id}/report-link`. */
export const REPORT_LINK_ENTITIES = ['location', 'equipment'] as const;

export function reportLinkSubject(domain: Domain, entity: string): string {
  return `${domain}.${entity}.reportLink`;
}

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

/** The public page's requests: the signed token in the path is their only credential. */
const problemReport = {
  domain: 'maintenance',
  permission: PUBLIC_PERMISSION,
  tag: 'Problem Reports',
  params: { token: z.string().max(100) },
} as const satisfies Partial<RouteSpec>;

export const problemReportLookupRoute = defineRoute({
  ...problemReport,
  name: 'problemReport.lookup',
  summary: 'Look up a QR problem report',
  description:
    'Public: the property, place and categories the problem-report page of a QR code shows; the signed token in the path is the credential (ADR 0028).',
  method: 'GET',
  path: '/public/problem-reports/:token',
  subject: PROBLEM_REPORT_SUBJECTS.lookup,
  ok: 'Property, place and categories',
  errors: [404, 429],
});

export const problemReportSubmitRoute = defineRoute({
  ...problemReport,
  name: 'problemReport.submit',
  summary: 'Submit a QR problem report',
  description: 'Public: someone without an account reports a problem at the place the QR code names; it becomes a work request (ADR 0028).',
  method: 'POST',
  path: '/public/problem-reports/:token',
  subject: PROBLEM_REPORT_SUBJECTS.submit,
  body: problemReportBodySchema,
  status: 201,
  ok: 'Request received',
  errors: [404, 422, 429],
});

const REPORT_TARGETS = { location, equipment } as const;

/** `GET /api/v1/{module}/{id}/report-link` of each target entity, under its read slug. */
export const reportLinkRoutes = REPORT_LINK_ENTITIES.map((name) => {
  const def = REPORT_TARGETS[name];
  return defineRoute({
    name: `${def.name}.reportLink`,
    summary: `${def.title.en} QR report link`,
    description: `The signed token and page path of the ${def.title.en.toLowerCase()}’s QR problem-report code (ADR 0028).`,
    domain: def.domain,
    method: 'GET',
    path: `/${def.module}/:id/report-link`,
    permission: slugFor(def, 'read'),
    subject: reportLinkSubject(def.domain, def.name),
    tag: def.titlePlural.en,
    ...aboutRecord(def),
    ok: 'The token and path of the QR problem-report page',
    errors: [401, 403, 404],
  });
});
