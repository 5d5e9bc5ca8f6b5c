import { z } from 'zod';
import { msg } from '../../../messages/render';
import { zodError } from '../../../messages/zod';
import { policyText, uuidString } from '../../input-rules';
import { slugFor } from '../../permissions';
import { defineRoute, type RouteSpec } from '../../routes';
import { integrationSettings } from './integration-settings';

/** NATS subjects of the billing service's accounting-software routes (ADR 0035). */
export const QUICKBOOKS_SUBJECTS = {
  authorize: 'billing.quickbooks.authorize',
  connect: 'billing.quickbooks.connect',
  status: 'billing.quickbooks.status',
  push: 'billing.quickbooks.push',
  pull: 'billing.quickbooks.pull',
} as const;

export interface QuickbooksStatus {
  parentOrgId: string;
  /** Client key and secret are on the organization's integration settings. */
  registered: boolean;
  connected: boolean;
  realmId: string | null;
  companyName: string | null;
  connectedAt: string | null;
}

/** Accounting integrations (ADR 0035): which organization (platform roles choose; others have theirs). */
export const quickbooksOrgQuerySchema = z.strictObject({ parentOrgId: uuidString.optional() });

/** What the /quickbooks-connected page posts back: Intuit's redirect parameters, as received. */
export const quickbooksConnectBodySchema = z.strictObject({
  code: policyText('Authorization code', 512).refine((v) => v.length > 0, { error: zodError(msg('billing.qbo.codeMissing')) }),
  state: policyText('State', 256).refine((v) => v.length > 0, { error: zodError(msg('billing.qbo.stateMissing')) }),
  realmId: z
    .string({ error: zodError(msg('billing.qbo.realmMissing')) })
    .regex(/^[0-9]{1,32}$/, { error: zodError(msg('billing.qbo.realmDigits')) }),
});

/** Push or pull now, for one organization. */
export const quickbooksSyncBodySchema = z.strictObject({ parentOrgId: uuidString.optional() });

// Connection and sync, answered by the billing service (it checks the slugs again).
const quickbooks = {
  domain: 'billing',
  tag: 'Accounting',
  permission: slugFor(integrationSettings, 'update'),
} as const satisfies Partial<RouteSpec>;

export const quickbooksStatusRoute = defineRoute({
  ...quickbooks,
  name: 'quickbooks.status',
  summary: 'QuickBooks connection status',
  description: "Whether the organization's accounting software is registered and connected, and to which company (ADR 0035).",
  method: 'GET',
  path: '/quickbooks/status',
  permission: slugFor(integrationSettings, 'read'),
  subject: QUICKBOOKS_SUBJECTS.status,
  query: quickbooksOrgQuerySchema,
  ok: "The organization's accounting-software connection",
  errors: [401, 403, 404, 422],
});

export const quickbooksAuthorizeRoute = defineRoute({
  ...quickbooks,
  name: 'quickbooks.authorize',
  summary: 'Start QuickBooks authorization',
  description: 'The consent URL to send the administrator to, with a one-time state bound to the organization and user (ADR 0035).',
  method: 'GET',
  path: '/quickbooks/authorize',
  subject: QUICKBOOKS_SUBJECTS.authorize,
  query: quickbooksOrgQuerySchema,
  ok: 'The consent URL, with a one-time state bound to the organization and user',
  errors: [401, 403, 404, 422],
});

/** Connect, push and pull talk to Intuit while the caller waits: a minute, not the gateway's few seconds. */
const QUICKBOOKS_WAIT_MS = 60_000;

export const quickbooksConnectRoute = defineRoute({
  ...quickbooks,
  name: 'quickbooks.connect',
  timeoutMs: QUICKBOOKS_WAIT_MS,
  summary: 'Connect QuickBooks',
  description: "Completes the connection with Intuit's redirect parameters, as the /quickbooks-connected page received them (ADR 0035).",
  method: 'POST',
  path: '/quickbooks/connect',
  subject: QUICKBOOKS_SUBJECTS.connect,
  body: quickbooksConnectBodySchema,
  ok: 'Connected: the company and when',
  errors: [401, 403, 404, 422, 503],
});

export const quickbooksPushRoute = defineRoute({
  ...quickbooks,
  name: 'quickbooks.push',
  timeoutMs: QUICKBOOKS_WAIT_MS,
  summary: 'Push to QuickBooks',
  description: "Sends the organization's pending accounting records to QuickBooks now, and counts what happened (ADR 0035).",
  method: 'POST',
  path: '/quickbooks/push',
  subject: QUICKBOOKS_SUBJECTS.push,
  body: quickbooksSyncBodySchema,
  ok: 'Queued, synced, failed and needs-attention counts',
  errors: [401, 403, 404, 422],
});

export const quickbooksPullRoute = defineRoute({
  ...quickbooks,
  name: 'quickbooks.pull',
  timeoutMs: QUICKBOOKS_WAIT_MS,
  summary: 'Pull from QuickBooks',
  description: 'Reads back the mapped records QuickBooks changed, now (ADR 0035).',
  method: 'POST',
  path: '/quickbooks/pull',
  subject: QUICKBOOKS_SUBJECTS.pull,
  body: quickbooksSyncBodySchema,
  ok: 'How many mapped records changed there',
  errors: [401, 403, 404, 422],
});
